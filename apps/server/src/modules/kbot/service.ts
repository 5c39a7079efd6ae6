import { and, desc, eq, gte } from 'drizzle-orm';
import { KBOT_EVENTS, type KbotSyncRequest } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { users } from '../accounts/tables.js';
import { loadCatalogue } from '../applications/access.js';
import { applications } from '../applications/tables.js';
import { kbotSyncRequests } from './tables.js';

/** The catalogue key of KBot. */
export const KBOT_APPLICATION_KEY = 'kbot';
/** A second identical request within this window answers the first one instead of queueing again. */
export const KBOT_SYNC_DEDUPE_MS = 60_000;
const RECENT_LIMIT = 10;

type Row = typeof kbotSyncRequests.$inferSelect;

const present = (row: Row): KbotSyncRequest => ({
  syncId: row.id,
  scope: row.scope,
  status: row.status,
  note: row.note,
  requestedAt: row.createdAt.toISOString(),
  requestedBy: { userId: row.requestedBy, name: row.requestedByName },
});

async function ensureKbotEnabled(tx: Tx, scope: TenantScope): Promise<void> {
  const [entry] = await loadCatalogue(tx, scope, { where: eq(applications.applicationId, KBOT_APPLICATION_KEY) });
  if (!entry?.tenant?.enabled) throw new AppError('not_found', 'KBot is not enabled for this group.');
}

/**
 * POST /api/kbot/sync: records a request to re-read the group's knowledge sources into KBot and
 * announces it on the events socket of the group. A repeat of the same request within a minute
 * answers the pending one (alreadyQueued) instead of queueing twice.
 */
export async function requestSync(
  db: Database,
  bus: EventBus,
  scope: TenantScope,
  body: { scope: Row['scope']; note?: string },
  now = new Date(),
) {
  const result = await db.run(scope, async (tx) => {
    await ensureKbotEnabled(tx, scope);
    const [recent] = await tx
      .select()
      .from(kbotSyncRequests)
      .where(
        and(
          eq(kbotSyncRequests.tenantId, scope.tenantId),
          eq(kbotSyncRequests.scope, body.scope),
          eq(kbotSyncRequests.status, 'queued'),
          gte(kbotSyncRequests.createdAt, new Date(now.getTime() - KBOT_SYNC_DEDUPE_MS)),
        ),
      )
      .orderBy(desc(kbotSyncRequests.createdAt))
      .limit(1);
    if (recent) return { ...present(recent), alreadyQueued: true };
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
        createdAt: now,
      })
      .returning();
    return { ...present(row!), alreadyQueued: false };
  });
  if (!result.alreadyQueued) {
    const { alreadyQueued: _ignored, ...request } = result;
    await bus.publish({ type: KBOT_EVENTS.syncRequested, tenantId: scope.tenantId, payload: request });
  }
  return result;
}

/** The group's latest sync requests, newest first. */
export function listSyncRequests(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => {
    const rows = await tx
      .select()
      .from(kbotSyncRequests)
      .where(eq(kbotSyncRequests.tenantId, scope.tenantId))
      .orderBy(desc(kbotSyncRequests.createdAt), desc(kbotSyncRequests.id))
      .limit(RECENT_LIMIT);
    return { data: rows.map(present) };
  });
}

export function getSyncRequest(db: Database, scope: TenantScope, syncId: string) {
  return db.run(scope, async (tx) => {
    const [row] = await tx
      .select()
      .from(kbotSyncRequests)
      .where(and(eq(kbotSyncRequests.tenantId, scope.tenantId), eq(kbotSyncRequests.id, syncId)));
    if (!row) throw new AppError('not_found', 'Sync request not found.');
    return present(row);
  });
}
