import { boolean, foreignKey, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { RoleplayType } from '@switchboard/contracts';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { users } from '../../accounts/tables.js';
import { usecases } from '../usecases/tables.js';

export type AssessmentStatus = 'pending' | 'active' | 'completed';

/**
 * Practice items (roleplay.md §3 "Assessment"): one roleplay of a practice set. The flags are copied
 * from the use case and batch when the set is created, so later edits do not change a running practice.
 */
export const assessments = pgTable(
  'assessments',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    /** The practice set: every assessment created by one request shares it. */
    uniqueId: idColumn('unique_id').notNull(),
    position: integer('position').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: idColumn('actor_id').notNull(),
    batchId: idColumn('batch_id'),
    usecaseId: idColumn('usecase_id').notNull(),
    name: text('name').notNull(),
    type: smallint('type').$type<RoleplayType>().notNull(),
    inboundEnabled: boolean('inbound_enabled').notNull(),
    isDelayRequired: boolean('is_delay_required').notNull(),
    intervalInSeconds: integer('interval_in_seconds').notNull(),
    isUsecaseLibrary: boolean('is_usecase_library').notNull(),
    nluEnabled: boolean('nlu_enabled').notNull(),
    scripted: boolean('scripted').notNull(),
    liveTranscript: boolean('live_transcript').notNull(),
    realTimeFeedback: boolean('real_time_feedback').notNull(),
    visibilityId: smallint('visibility_id').notNull(),
    threshold: smallint('threshold').notNull(),
    maxRetryCount: smallint('max_retry_count').notNull(),
    language: text('language').notNull(),
    selectedVoice: text('selected_voice').notNull(),
    status: text('status').$type<AssessmentStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('assessments_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('assessments_set_idx').on(t.tenantId, t.uniqueId),
    foreignKey({ name: 'assessments_usecase_fk', columns: [t.tenantId, t.usecaseId], foreignColumns: [usecases.tenantId, usecases.id] }),
  ],
);
