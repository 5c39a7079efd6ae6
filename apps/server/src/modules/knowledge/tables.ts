import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { KNOWLEDGE_STATUSES, LOCALES, ROLES, type Locale, type Role } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { tsvector } from '../../platform/db/tsvector.js';
import { users } from '../accounts/tables.js';
import { SEARCH_CONFIG_GROUPS } from './search-config.js';

/**
 * A group's knowledge articles. `search` holds the title (weight A), tags (B) and body text (C) stemmed
 * with the article's own language configuration, so French articles are found by French word forms.
 * One GIN index per configuration, each over the articles of its languages: a search's branch
 * "language in (…) and search @@ query" is then answered by its index alone, without reading any
 * article's vector. `search_keys` holds each title word and each pair of adjacent words, with the same
 * per-configuration indexes: a search finds the articles whose title holds its words first, and a quoted
 * phrase's articles by its word pairs, without reading any vector. The table keeps rows narrow (toast_tuple_target, set in the migration) so that
 * visiting thousands of matches reads few pages. Each index keeps a short pending list (64 kB): every
 * search reads the whole list, and at the 4 MB default a bulk import left ~500 unsorted pages that
 * each search then scanned, until the next vacuum.
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    tags: text('tags').array().$type<string[]>().notNull().default([]),
    language: text('language', { enum: LOCALES }).$type<Locale>().notNull(),
    audienceRoles: text('audience_roles', { enum: ROLES }).array().$type<Role[]>().notNull().default([]),
    status: text('status', { enum: KNOWLEDGE_STATUSES }).notNull(),
    authorId: idColumn('author_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    search: tsvector('search').notNull(),
    /** Title words and adjacent word pairs of `search` (sb_knowledge_search_keys): ranking order and phrases. */
    searchKeys: tsvector('search_keys')
      .notNull()
      .generatedAlwaysAs(sql`sb_knowledge_search_keys(search)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    ...SEARCH_CONFIG_GROUPS.map(({ config, languages }) =>
      index(`knowledge_articles_search_${config}_idx`)
        .using('gin', t.search)
        .with({ gin_pending_list_limit: 64 })
        .where(sql.raw(`language in (${languages.map((l) => `'${l}'`).join(', ')})`)),
    ),
    ...SEARCH_CONFIG_GROUPS.map(({ config, languages }) =>
      index(`knowledge_articles_search_keys_${config}_idx`)
        .using('gin', t.searchKeys)
        .with({ gin_pending_list_limit: 64 })
        .where(sql.raw(`language in (${languages.map((l) => `'${l}'`).join(', ')})`)),
    ),
    index('knowledge_articles_language_recent_idx').on(t.tenantId, t.language, t.updatedAt.desc(), t.id.desc()),
    index('knowledge_articles_recent_idx').on(t.tenantId, t.updatedAt.desc(), t.id.desc()),
    index('knowledge_articles_tags_idx').using('gin', t.tags),
  ],
);
