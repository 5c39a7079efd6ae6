import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { KBOT_SYNC_SCOPES, KBOT_SYNC_STATUSES } from '@switchboard/contracts';
import { createdAt, idColumn } from '../../platform/db/columns.js';
import { tenants } from '../tenants/tables.js';

/** Requests to re-read a group's knowledge sources into KBot (POST /api/kbot/sync). */
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
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('kbot_sync_requests_recent_idx').on(t.tenantId, t.createdAt)],
);
