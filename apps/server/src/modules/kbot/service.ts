import { desc, and, eq } from 'drizzle-orm';
import { KBOT_EVENTS } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { users } from '../accounts/tables.js';
import { loadCatalogue } from '../applications/access.js';
import { applications } from '../applications/tables.js';
import { openJob, presentSyncJob } from './sync-jobs.js';
import type { KbotSyncWorker } from './sync-worker.js';
import { kbotSyncRequests } from './tables.js';

/** The catalogue key of KBot. */
export const KBOT_APPLICATION_KEY = 'kbot';
const RECENT_LIMIT = 10;

export async function ensureKbotEnabled(tx: Tx, scope: TenantScope): Promise<void> {
  const [entry] = await loadCatalogue(tx, scope, { where: eq(applications.applicationId, KBOT_APPLICATION_KEY) });
  if (!entry?.tenant?.enabled) throw new AppError('not_found', 'KBot is not enabled for this group.');
}

export interface KbotDeps {
  db: Database;
  bus: EventBus;
  worker: KbotSyncWorker;
}

/**
 * POST /api/kbot/sync: queues a job that re-reads the group's knowledge sources into passages and
 * hands it to the worker at once. While a job of the group is waiting or running, a new request
 * answers that job (alreadyQueued) instead of queueing a second one.
 */
export async function requestSync(deps: KbotDeps, scope: TenantScope, body: { scope: 'incremental' | 'full'; note?: string }) {
  const result = await deps.db.run(scope, async (tx) => {
    await ensureKbotEnabled(tx, scope);
    const open = await openJob(tx, scope.tenantId);
    if (open) return { ...presentSyncJob(open), alreadyQueued: true };
    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, scope.userId));
    const [row] = await tx
      .insert(kbotSyncRequests)
      .values({
        tenantId: scope.tenantId,
        id: newId(),
        scope: body.scope,
        note: body.note || null,
        requestedBy: scope.userId,
        requestedByName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      })
      .returning();
    return { ...presentSyncJob(row!), alreadyQueued: false };
  });
  if (!result.alreadyQueued) {
    const { alreadyQueued: _ignored, ...job } = result;
    await deps.bus.publish({ type: KBOT_EVENTS.syncRequested, tenantId: scope.tenantId, payload: { ...job, percent: 0 } });
  }
  // A job already waiting (queued by a seed or before a restart) is started now as well.
  deps.worker.kick(scope.tenantId);
  return result;
}

/** The group's latest sync jobs, newest first. */
export function listSyncRequests(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => {
    const rows = await tx
      .select()
      .from(kbotSyncRequests)
      .where(eq(kbotSyncRequests.tenantId, scope.tenantId))
      .orderBy(desc(kbotSyncRequests.createdAt), desc(kbotSyncRequests.id))
      .limit(RECENT_LIMIT);
    return { data: rows.map(presentSyncJob) };
  });
}

export function getSyncRequest(db: Database, scope: TenantScope, syncId: string) {
  return db.run(scope, async (tx) => {
    const [row] = await tx
      .select()
      .from(kbotSyncRequests)
      .where(and(eq(kbotSyncRequests.tenantId, scope.tenantId), eq(kbotSyncRequests.id, syncId)));
    if (!row) throw new AppError('not_found', 'Sync not found.');
    return presentSyncJob(row);
  });
}
