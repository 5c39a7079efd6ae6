import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { ROLEPLAY_SYNC_EVENTS, USER_SYNC_STARTED, type SyncJob } from '@switchboard/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { EventBus } from '../../../platform/events/event-bus.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { applications } from '../../applications/tables.js';
import { audit } from '../../audit/audit.js';
import { ensureRoleplayInstalled } from '../install.js';
import { activeMembers, ensureDefaultBatches, provisionTrainings, trainerResolver } from './provision.js';
import { roleplaySyncJobs } from './tables.js';

export interface SyncDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
}

/** Heroes written per transaction (and per progress event). */
export const SYNC_CHUNK = 200;
/** A job still 'running' after this long died with its process: the next start marks it failed. */
export const SYNC_STALE_MS = 15 * 60_000;
const ROLEPLAY_APP = 'roleplay';

type JobRow = typeof roleplaySyncJobs.$inferSelect;

const present = (row: JobRow): SyncJob => ({
  jobId: row.id,
  groupId: row.tenantId,
  status: row.status,
  startedBy: row.startedBy,
  startedDateTime: row.startedAt.toISOString(),
  finishedDateTime: row.finishedAt?.toISOString() ?? null,
  totalUsers: row.totalUsers,
  processedUsers: row.processedUsers,
  heroes: row.heroes,
  batchesCreated: row.batchesCreated,
  trainingsCreated: row.trainingsCreated,
  trainersAssigned: row.trainersAssigned,
  withoutTrainer: row.withoutTrainer,
});

const percentOf = (row: JobRow) =>
  row.status !== 'running' ? 100 : row.totalUsers > 0 ? Math.round((1000 * row.processedUsers) / row.totalUsers) / 10 : 0;

function publish(deps: SyncDeps, scope: TenantScope, type: string, row: JobRow): void {
  // Progress is best effort: a bus failure never fails the sync.
  deps.bus
    .publish({ type, tenantId: scope.tenantId, userId: scope.userId, payload: { ...present(row), percent: percentOf(row) } })
    .catch((error: unknown) => deps.log.warn({ err: error }, 'sync progress not published'));
}

/**
 * POST /api/tenant/v1/rolePlay/syncRolePlay: starts the group's Roleplay user sync in the background
 * (202) — or answers the one already running. `groupId` must be the caller's active group (404
 * otherwise, never a hint), `roleplayAppId` the Roleplay application (by catalogue id or key).
 */
export async function startSync(
  deps: SyncDeps,
  scope: TenantScope,
  body: { groupId: string; roleplayAppId: string },
): Promise<SyncJob & { message: typeof USER_SYNC_STARTED; alreadyRunning: boolean }> {
  if (body.groupId !== scope.tenantId) throw new AppError('not_found', 'Group not found.');
  const { row, alreadyRunning } = await deps.db.run(scope, async (tx) => {
    const [app] = await tx
      .select({ key: applications.applicationId })
      .from(applications)
      .where(or(eq(applications.id, body.roleplayAppId), eq(applications.applicationId, body.roleplayAppId)));
    if (app?.key !== ROLEPLAY_APP) throw new AppError('not_found', 'Roleplay application not found.');
    const now = new Date();
    await tx
      .update(roleplaySyncJobs)
      .set({ status: 'failed', finishedAt: now, error: { message: 'The server stopped before the sync finished.' } })
      .where(
        and(
          eq(roleplaySyncJobs.tenantId, scope.tenantId),
          eq(roleplaySyncJobs.status, 'running'),
          lt(roleplaySyncJobs.startedAt, new Date(now.getTime() - SYNC_STALE_MS)),
        ),
      );
    const [created] = await tx
      .insert(roleplaySyncJobs)
      .values({ tenantId: scope.tenantId, id: newId(), status: 'running', startedBy: scope.userId, startedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return { row: created, alreadyRunning: false };
    const [running] = await tx
      .select()
      .from(roleplaySyncJobs)
      .where(and(eq(roleplaySyncJobs.tenantId, scope.tenantId), eq(roleplaySyncJobs.status, 'running')));
    return { row: running!, alreadyRunning: true };
  });
  if (!alreadyRunning) {
    publish(deps, scope, ROLEPLAY_SYNC_EVENTS.started, row);
    setImmediate(() => void runSync(deps, scope, row.id));
  }
  return { ...present(row), message: USER_SYNC_STARTED, alreadyRunning };
}

async function saveCounts(deps: SyncDeps, scope: TenantScope, jobId: string, set: PgUpdateSetSource<typeof roleplaySyncJobs>) {
  const [row] = await deps.db.run(scope, (tx) =>
    tx
      .update(roleplaySyncJobs)
      .set(set)
      .where(and(eq(roleplaySyncJobs.tenantId, scope.tenantId), eq(roleplaySyncJobs.id, jobId)))
      .returning(),
  );
  return row!;
}

/**
 * The sync itself: installs Roleplay for the group if needed (voices, scoring, library), makes sure
 * the default chat and voice batches exist, then gives every active hero a training in each with the
 * trainer resolved from the supervision chain — in short transactions of SYNC_CHUNK heroes, each
 * followed by a progress event. Running it again changes nothing that is already in place.
 */
export async function runSync(deps: SyncDeps, scope: TenantScope, jobId: string): Promise<void> {
  try {
    const setup = await deps.db.run(scope, async (tx) => {
      await ensureRoleplayInstalled(tx, scope);
      const batches = await ensureDefaultBatches(tx, scope);
      return { batches, members: await activeMembers(tx, scope.tenantId) };
    });
    const heroes = setup.members.filter((m) => m.role === 'hero');
    const trainerOf = trainerResolver(setup.members);
    let row = await saveCounts(deps, scope, jobId, {
      totalUsers: setup.members.length,
      heroes: heroes.length,
      batchesCreated: setup.batches.created,
      // Members who are not heroes need nothing: they count as processed at once.
      processedUsers: setup.members.length - heroes.length,
    });
    publish(deps, scope, ROLEPLAY_SYNC_EVENTS.progress, row);
    for (let i = 0; i < heroes.length; i += SYNC_CHUNK) {
      const chunk = heroes.slice(i, i + SYNC_CHUNK).map((h) => ({ userId: h.userId, trainerId: trainerOf(h) }));
      const done = await deps.db.run(scope, (tx) => provisionTrainings(tx, scope.tenantId, setup.batches.ids, chunk, scope.userId));
      row = await saveCounts(deps, scope, jobId, {
        processedUsers: sql`${roleplaySyncJobs.processedUsers} + ${chunk.length}`,
        trainingsCreated: sql`${roleplaySyncJobs.trainingsCreated} + ${done.created}`,
        trainersAssigned: sql`${roleplaySyncJobs.trainersAssigned} + ${done.trainersAssigned}`,
        withoutTrainer: sql`${roleplaySyncJobs.withoutTrainer} + ${chunk.filter((h) => h.trainerId === null).length}`,
      });
      publish(deps, scope, ROLEPLAY_SYNC_EVENTS.progress, row);
    }
    row = await deps.db.run(scope, async (tx) => {
      const [finished] = await tx
        .update(roleplaySyncJobs)
        .set({ status: 'finished', finishedAt: new Date() })
        .where(and(eq(roleplaySyncJobs.tenantId, scope.tenantId), eq(roleplaySyncJobs.id, jobId)))
        .returning();
      await audit(tx, scope, {
        action: 'roleplay.sync',
        targetType: 'roleplay_sync_job',
        targetId: jobId,
        before: null,
        after: present(finished!),
      });
      return finished!;
    });
    publish(deps, scope, ROLEPLAY_SYNC_EVENTS.finished, row);
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'roleplay user sync failed');
    try {
      const row = await saveCounts(deps, scope, jobId, {
        status: 'failed',
        finishedAt: new Date(),
        error: { message: 'The sync failed.' },
      });
      publish(deps, scope, ROLEPLAY_SYNC_EVENTS.failed, row);
    } catch (inner) {
      deps.log.error({ err: inner, jobId }, 'roleplay user sync could not record its failure');
    }
  }
}

/** GET …/syncRolePlay/{jobId}: a sync of the active group with its counts. */
export function getSyncJob(db: Database, scope: TenantScope, jobId: string): Promise<SyncJob> {
  return db.run(scope, async (tx) => {
    const [row] = await tx
      .select()
      .from(roleplaySyncJobs)
      .where(and(eq(roleplaySyncJobs.tenantId, scope.tenantId), eq(roleplaySyncJobs.id, jobId)));
    if (!row) throw new AppError('not_found', 'Sync not found.');
    return present(row);
  });
}
