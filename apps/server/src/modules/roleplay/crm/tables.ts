import { foreignKey, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CrmField, CrmFieldValue } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { userSessions } from '../practice/tables.js';
import { usecases } from '../usecases/tables.js';

/** The CRM form of a use case (roleplay.md §3 CRM form field): one per use case. */
export const crmForms = pgTable(
  'crm_forms',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    usecaseId: idColumn('usecase_id').notNull(),
    label: text('label').notNull(),
    fields: jsonb('fields').$type<CrmField[]>().notNull(),
    updatedBy: idColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('crm_forms_usecase_key').on(t.tenantId, t.usecaseId),
    foreignKey({
      name: 'crm_forms_usecase_fk',
      columns: [t.tenantId, t.usecaseId],
      foreignColumns: [usecases.tenantId, usecases.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A submitted CRM form (one per user session). The form's fields are copied in, so the saved values
 * still read correctly after the form is edited.
 */
export const crmFormData = pgTable(
  'crm_form_data',
  {
    tenantId: idColumn('tenant_id').notNull(),
    userSessionId: idColumn('user_session_id').notNull(),
    formId: idColumn('form_id').notNull(),
    label: text('label').notNull(),
    fields: jsonb('fields').$type<CrmField[]>().notNull(),
    values: jsonb('values').$type<CrmFieldValue[]>().notNull(),
    submittedBy: idColumn('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userSessionId] }),
    foreignKey({
      name: 'crm_form_data_session_fk',
      columns: [t.tenantId, t.userSessionId],
      foreignColumns: [userSessions.tenantId, userSessions.id],
    }).onDelete('cascade'),
  ],
);
