import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { KbotSyncRequest } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import { kbotSyncRequests } from './tables.js';

export type SyncJobRow = typeof kbotSyncRequests.$inferSelect;

export const presentSyncJob = (row: SyncJobRow): KbotSyncRequest => ({
  syncId: row.id,
  scope: row.scope,
  status: row.status,
  note: row.note,
  requestedAt: row.createdAt.toISOString(),
  requestedBy: { userId: row.requestedBy, name: row.requestedByName },
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  totalSources: row.totalSources,
  processedSources: row.processedSources,
  passages: row.passages,
  removedSources: row.removedSources,
  error: row.error,
});

/** The group's job still waiting or running, if any: a new request answers it instead of queueing twice. */
export async function openJob(tx: Tx, tenantId: string): Promise<SyncJobRow | undefined> {
  const [row] = await tx
    .select()
    .from(kbotSyncRequests)
    .where(and(eq(kbotSyncRequests.tenantId, tenantId), inArray(kbotSyncRequests.status, ['queued', 'running'])))
    .orderBy(desc(kbotSyncRequests.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes the group's oldest job that is waiting, or running without a heartbeat for `staleMs` (its
 * process died), and marks it running for this worker. SKIP LOCKED lets several server processes
 * work one database without taking the same job.
 */
export async function claimJob(tx: Tx, tenantId: string, now: Date, staleMs: number): Promise<SyncJobRow | undefined> {
  const [candidate] = await tx
    .select({ id: kbotSyncRequests.id })
    .from(kbotSyncRequests)
    .where(
      and(
        eq(kbotSyncRequests.tenantId, tenantId),
        or(
          eq(kbotSyncRequests.status, 'queued'),
          and(eq(kbotSyncRequests.status, 'running'), lt(kbotSyncRequests.heartbeatAt, new Date(now.getTime() - staleMs))),
        ),
      ),
    )
    .orderBy(asc(kbotSyncRequests.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!candidate) return undefined;
  const [row] = await tx
    .update(kbotSyncRequests)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${kbotSyncRequests.startedAt}, ${now})`,
      heartbeatAt: now,
      attempts: sql`${kbotSyncRequests.attempts} + 1`,
      // A job taken over from a dead process starts its counts again.
      processedSources: 0,
      passages: 0,
      removedSources: 0,
    })
    .where(and(eq(kbotSyncRequests.tenantId, tenantId), eq(kbotSyncRequests.id, candidate.id)))
    .returning();
  return row;
}

export async function updateJob(tx: Tx, tenantId: string, jobId: string, set: Partial<SyncJobRow> | Record<string, unknown>) {
  const [row] = await tx
    .update(kbotSyncRequests)
    .set(set)
    .where(and(eq(kbotSyncRequests.tenantId, tenantId), eq(kbotSyncRequests.id, jobId)))
    .returning();
  return row!;
}
