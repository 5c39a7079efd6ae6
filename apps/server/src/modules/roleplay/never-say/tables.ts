import { jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from '../../../platform/db/columns.js';

/**
 * A tenant's additions to the built-in never-say list of scripted practice: phrases a reply fails on at
 * every step of every roleplay (one row per tenant).
 */
export const neverSayLists = pgTable(
  'roleplay_never_say',
  {
    tenantId: idColumn('tenant_id').notNull(),
    phrases: jsonb('phrases').$type<string[]>().notNull().default([]),
    updatedBy: idColumn('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
