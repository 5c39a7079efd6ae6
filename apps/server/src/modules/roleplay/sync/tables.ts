import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from '../../../platform/db/columns.js';

export type SyncStatus = 'running' | 'finished' | 'failed';

/**
 * Roleplay user syncs of a group (roleplay.md §7 User sync): one row per run with its counts, so a
 * second click while one runs answers the running job, and a tab that reconnects can read the result.
 */
export const roleplaySyncJobs = pgTable(
  'roleplay_sync_jobs',
  {
    tenantId: idColumn('tenant_id').notNull(),
    id: idColumn('id').notNull(),
    status: text('status').$type<SyncStatus>().notNull(),
    startedBy: idColumn('started_by').notNull(),
    totalUsers: integer('total_users').notNull().default(0),
    processedUsers: integer('processed_users').notNull().default(0),
    heroes: integer('heroes').notNull().default(0),
    batchesCreated: integer('batches_created').notNull().default(0),
    trainingsCreated: integer('trainings_created').notNull().default(0),
    trainersAssigned: integer('trainers_assigned').notNull().default(0),
    withoutTrainer: integer('without_trainer').notNull().default(0),
    error: jsonb('error').$type<{ message: string } | null>(),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // At most one running sync per group: a second start finds the first.
    uniqueIndex('roleplay_sync_jobs_running_key')
      .on(t.tenantId)
      .where(sql`status = 'running'`),
  ],
);
