import { pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns.js';
import { tenants } from '../tenants/tables.js';

/**
 * Bearer tokens an identity provider uses to provision a group's users over SCIM. Only the SHA-256 is
 * kept; the token names its group (`scim_<tenantId>_<secret>`), so it is looked up inside that group's
 * row-level security context like any other tenant row.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn('id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: idColumn('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('scim_tokens_hash_key').on(t.tenantId, t.tokenHash)],
);
