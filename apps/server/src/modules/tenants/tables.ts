import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import type { AccountConfigProperty } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { users } from '../accounts/tables.js';

/** The tenant registry (groups). Not itself a tenant table: services scope it by org. */
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn('id').primaryKey(),
    name: text('name').notNull(),
    org: text('org').notNull(),
    client: text('client').notNull(),
    country: text('country').notNull(),
    location: text('location').notNull(),
    lob: text('lob').notNull(),
    subLob: text('sub_lob').notNull(),
    /** Account config properties; null means the group is not configured yet. */
    config: jsonb('config').$type<AccountConfigProperty[]>(),
    verticalIds: jsonb('vertical_ids').$type<string[]>().notNull().default([]),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tenants_org_idx').on(t.org, t.client)],
);

/** A user's membership of a tenant, with the supervision chain inside that tenant. */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    supervisorNameL1: text('supervisor_name_l1'),
    supervisorEmailL1: text('supervisor_email_l1'),
    /** The L1 supervisor's job role and department (user upload record, platform.md §3). */
    supervisorRoleL1: text('supervisor_role_l1'),
    supervisorDepartmentL1: text('supervisor_department_l1'),
    supervisorNameL2: text('supervisor_name_l2'),
    supervisorEmailL2: text('supervisor_email_l2'),
    supervisorNameL3: text('supervisor_name_l3'),
    supervisorEmailL3: text('supervisor_email_l3'),
    /** The identity provider's own id for this person (SCIM `externalId`), when provisioned over SCIM. */
    scimExternalId: text('scim_external_id'),
    /**
     * The member's own application settings in this group (the access columns of the user upload, the
     * member access screen): applications withdrawn although the role would allow them, and applications
     * explicitly granted (the role still decides). Kept on the membership, not as rows of their own, so a
     * 100,000-row upload writes one row per person; ids of deleted applications are ignored on read.
     */
    withdrawnApplications: varchar('withdrawn_applications', { length: 24 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    grantedApplications: varchar('granted_applications', { length: 24 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);
