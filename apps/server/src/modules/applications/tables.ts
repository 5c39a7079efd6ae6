import { boolean, index, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { APP_ICONS, BUILTIN_WIDGETS, CARD_SIZE_CLASS, WIDGET_KINDS, type ApplicationAbout, type Role } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { tenants } from '../tenants/tables.js';

/**
 * The application catalogue (platform.md §3). Global: architects manage it; tenants enable
 * entries in tenant_applications; a member's own settings live on their membership.
 */
export const applications = pgTable(
  'applications',
  {
    id: idColumn('id').primaryKey(),
    /** Stable key (store address, feature key), e.g. `knowledge`. */
    applicationId: text('application_id').notNull(),
    name: text('name').notNull(),
    appName: text('app_name').notNull(),
    categoryName: text('category_name').notNull(),
    categoryDescription: text('category_description').notNull().default(''),
    isAdminLicense: boolean('is_admin_license').notNull().default(false),
    isGuardianEnabled: boolean('is_guardian_enabled').notNull().default(true),
    /** Roles the application is for; a tenant may narrow it, never widen it. */
    roles: jsonb('roles').$type<Role[]>().notNull(),
    minW: real('min_w').notNull().default(1),
    minH: real('min_h').notNull().default(0.5),
    defaultSize: text('default_size', { enum: CARD_SIZE_CLASS }).notNull().default('knowledge'),
    widgetKind: text('widget_kind', { enum: WIDGET_KINDS }).notNull(),
    builtinWidget: text('builtin_widget', { enum: BUILTIN_WIDGETS }),
    embedUrl: text('embed_url'),
    icon: text('icon', { enum: APP_ICONS }).notNull().default('apps'),
    accent: text('accent').notNull().default('#1c7ed6'),
    /** Put on a new user's home dashboard. */
    defaultOnDashboard: boolean('default_on_dashboard').notNull().default(false),
    about: jsonb('about').$type<ApplicationAbout>().notNull(),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('applications_application_id_key').on(t.applicationId), index('applications_category_idx').on(t.categoryName)],
);

/** Which catalogue applications a tenant offers, and to which roles. */
export const tenantApplications = pgTable(
  'tenant_applications',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: idColumn('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** The tenant's own role list (a subset of the catalogue's); null follows the catalogue. */
    roles: jsonb('roles').$type<Role[]>(),
    updatedBy: idColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.applicationId] })],
);
