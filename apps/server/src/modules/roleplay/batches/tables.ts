import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IdleTimeOption, RoleplayType } from '@switchboard/contracts';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, updatedAt } from '../../../platform/db/columns.js';
import { users } from '../../accounts/tables.js';

/** Training batches (roleplay.md §3): a cohort practising one type (1 chat, 2 voice) with its rules. */
export const batches = pgTable(
  'batches',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    batchName: text('batch_name').notNull(),
    type: smallint('type').$type<RoleplayType>().notNull(),
    numOfAssessment: integer('num_of_assessment').notNull().default(1),
    guided: boolean('guided').notNull().default(false),
    trainingTarget: integer('training_target'),
    isDelayRequired: boolean('is_delay_required').notNull().default(false),
    intervalInSeconds: integer('interval_in_seconds').notNull().default(1),
    idleTimeOption1: jsonb('idle_time_option1').$type<IdleTimeOption>().notNull(),
    /** The group's default batch of this type: where the Roleplay user sync puts every advisor. */
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('batches_tenant_type_idx').on(t.tenantId, t.type),
    uniqueIndex('batches_default_key')
      .on(t.tenantId, t.type)
      .where(sql`is_default`),
  ],
);

/** Trainings (DESIGN §6): a user in a batch, with their trainer. */
export const trainings = pgTable(
  'trainings',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    batchId: idColumn('batch_id').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: idColumn('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: idColumn('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('trainings_batch_user_key').on(t.tenantId, t.batchId, t.userId),
    index('trainings_user_idx').on(t.tenantId, t.userId),
    foreignKey({ name: 'trainings_batch_fk', columns: [t.tenantId, t.batchId], foreignColumns: [batches.tenantId, batches.id] }).onDelete(
      'cascade',
    ),
  ],
);
