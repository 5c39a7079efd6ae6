import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns.js';

/** Admin writes with before/after, per tenant (DESIGN §4). */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    actorId: idColumn('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
