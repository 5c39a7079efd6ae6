import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { KBOT_SOURCE_KINDS, KBOT_SYNC_SCOPES, KBOT_SYNC_STATUSES, LOCALES, type Locale } from '@switchboard/contracts';
import { createdAt, idColumn } from '../../platform/db/columns.js';
import { tsvector } from '../../platform/db/tsvector.js';
import { SEARCH_CONFIG_GROUPS } from '../knowledge/search-config.js';
import { tenants } from '../tenants/tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** KBot sync jobs (POST /api/kbot/sync): queued → running → done or failed, worked by the sync worker. */
export const kbotSyncRequests = pgTable(
  'kbot_sync_requests',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn('id').notNull(),
    scope: text('scope', { enum: KBOT_SYNC_SCOPES }).notNull(),
    status: text('status', { enum: KBOT_SYNC_STATUSES }).notNull().default('queued'),
    note: text('note'),
    requestedBy: idColumn('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    /** Renewed by the worker after every batch: a running job whose heartbeat stopped died with its process. */
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
    totalSources: integer('total_sources').notNull().default(0),
    processedSources: integer('processed_sources').notNull().default(0),
    passages: integer('passages').notNull().default(0),
    removedSources: integer('removed_sources').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('kbot_sync_requests_recent_idx').on(t.tenantId, t.createdAt)],
);

/**
 * What KBot answers from: the group's sources (knowledge articles, published announcements, roleplay
 * descriptions) cut into passages, each stemmed with its source's language for full-text search.
 * `sourceVersion` is the source's update time, so an incremental sync re-reads only changed sources.
 */
export const kbotPassages = pgTable(
  'kbot_passages',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind', { enum: KBOT_SOURCE_KINDS }).notNull(),
    sourceId: idColumn('source_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    sourceVersion: at('source_version').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    language: text('language', { enum: LOCALES }).$type<Locale>().notNull(),
    search: tsvector('search').notNull(),
    syncedAt: at('synced_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sourceKind, t.sourceId, t.ordinal] }),
    // One per configuration, as for knowledge articles: a question's branch "language in (…) and
    // search @@ query" is then answered by its own index, not by visiting other languages' matches.
    ...SEARCH_CONFIG_GROUPS.map(({ config, languages }) =>
      index(`kbot_passages_search_${config}_idx`)
        .using('gin', t.search)
        .with({ gin_pending_list_limit: 64 })
        .where(sql.raw(`language in (${languages.map((l) => `'${l}'`).join(', ')})`)),
    ),
  ],
);
