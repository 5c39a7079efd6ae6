import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LayoutItem } from '@switchboard/widget-layout';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { users } from '../accounts/tables.js';
import { tenants } from '../tenants/tables.js';

/** A user's arrangement of a dashboard (feature) in a tenant: the grid's items. */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureId: text('feature_id').notNull(),
    items: jsonb('items').$type<LayoutItem[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.featureId] })],
);
