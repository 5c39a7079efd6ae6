import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CustomerFactInput, CustomerMood, RoleplayScript, RoleplayType, UsecaseStatus, VisibilityId } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { users } from '../../accounts/tables.js';
import { batches } from '../batches/tables.js';

/** Roleplays (roleplay.md §3): the tenant's own and its copy of the generic library of its verticals. */
export const usecases = pgTable(
  'usecases',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: smallint('type').$type<RoleplayType>().notNull(),
    genericUsecase: boolean('generic_usecase').notNull().default(false),
    verticalId: text('vertical_id'),
    /** `<library key>:<language>` for roleplays installed from the library; null for the tenant's own. */
    libraryKey: text('library_key'),
    language: text('language'),
    selectedVoice: text('selected_voice'),
    visibilityId: smallint('visibility_id').$type<VisibilityId>().notNull().default(3),
    liveTranscript: boolean('live_transcript').notNull().default(false),
    realTimeFeedback: boolean('real_time_feedback').notNull().default(true),
    threshold: smallint('threshold').notNull().default(70),
    maxRetryCount: smallint('max_retry_count').notNull().default(3),
    nluEnabled: boolean('nlu_enabled').notNull().default(false),
    inboundEnabled: boolean('inbound_enabled').notNull().default(true),
    scripted: boolean('scripted').notNull().default(true),
    selfRegistration: boolean('self_registration').notNull().default(false),
    voiceBotVisibility: boolean('voice_bot_visibility').notNull().default(true),
    customerName: text('customer_name'),
    customerAge: smallint('customer_age'),
    customerAddress: text('customer_address'),
    customerSince: text('customer_since'),
    customerIssueDescription: text('customer_issue_description'),
    customerSpeakingStyle: text('customer_speaking_style'),
    /** Rows written before the persona model lack knownBy/reveal: read them through upgradeFacts. */
    customerFacts: jsonb('customer_facts').$type<CustomerFactInput[]>().notNull().default([]),
    customerGoal: text('customer_goal'),
    customerObjections: jsonb('customer_objections').$type<string[]>().notNull().default([]),
    customerMood: text('customer_mood').$type<CustomerMood>(),
    script: jsonb('script').$type<RoleplayScript>().notNull(),
    status: text('status').$type<UsecaseStatus>().notNull().default('draft'),
    /** Optimistic concurrency for the editor: every update bumps it. */
    version: integer('version').notNull().default(1),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('usecases_library_key').on(t.tenantId, t.libraryKey),
    index('usecases_list_idx').on(t.tenantId, t.status, t.type, t.updatedAt),
    index('usecases_library_idx').on(t.tenantId, t.genericUsecase, t.verticalId),
  ],
);

export const ASSIGNMENT_KINDS = ['assigned', 'self-registered', 'favourite'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/**
 * Who gets which roleplay (DESIGN §6): `assigned` to a batch (all its trainees) or to one user by a
 * guardian; `self-registered` (bookmarked from the library) and `favourite` by the user themself.
 */
export const usecaseAssignments = pgTable(
  'usecase_assignments',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    kind: text('kind').$type<AssignmentKind>().notNull(),
    usecaseId: idColumn('usecase_id').notNull(),
    batchId: idColumn('batch_id'),
    userId: idColumn('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The voice chosen in the Language dialog when the roleplay has no language. */
    selectedVoice: text('selected_voice'),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('usecase_assignments_key').on(t.tenantId, t.kind, t.usecaseId, t.batchId, t.userId).nullsNotDistinct(),
    index('usecase_assignments_user_idx').on(t.tenantId, t.userId, t.kind),
    index('usecase_assignments_batch_idx').on(t.tenantId, t.batchId),
    foreignKey({
      name: 'usecase_assignments_usecase_fk',
      columns: [t.tenantId, t.usecaseId],
      foreignColumns: [usecases.tenantId, usecases.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'usecase_assignments_batch_fk',
      columns: [t.tenantId, t.batchId],
      foreignColumns: [batches.tenantId, batches.id],
    }).onDelete('cascade'),
    check('usecase_assignments_target_check', sql`${t.batchId} is not null or ${t.userId} is not null`),
  ],
);

/** What has been installed into a tenant once (the library of a vertical, the default voices). */
export const roleplayInstalls = pgTable(
  'roleplay_installs',
  {
    tenantId: idColumn('tenant_id').notNull(),
    item: text('item').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.item] })],
);
