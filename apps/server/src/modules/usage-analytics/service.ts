import { and, count, countDistinct, eq, gte, lt } from 'drizzle-orm';
import { USAGE_ANALYTICS, USAGE_EVENT_NAMES, type UsageEvent, type UsageSummary } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { usageEvents } from './tables.js';

const DAY_MS = 24 * 3_600_000;

/** Events whose time is implausible are refused with the rest of the batch, like any other invalid field. */
function refuseOutOfRange(events: readonly UsageEvent[], now: Date): void {
  const problems = events.flatMap((e, i) => {
    const at = Date.parse(e.occurredAt);
    if (at > now.getTime() + USAGE_ANALYTICS.maxSkewMs) return [{ path: `body.events.${i}.occurredAt`, message: 'is in the future' }];
    if (at < now.getTime() - USAGE_ANALYTICS.maxAgeMs) return [{ path: `body.events.${i}.occurredAt`, message: 'is more than 7 days old' }];
    return [];
  });
  if (problems.length > 0) throw new AppError('validation_failed', undefined, problems);
}

/**
 * Stores a batch of the caller's usage events in their active group, all or nothing. The user and group
 * are the session's; an event already stored (same messageId, a batch sent again after a lost reply) is
 * counted as a duplicate and not stored twice.
 */
export async function recordUsageEvents(
  db: Database,
  scope: TenantScope,
  events: readonly UsageEvent[],
  now: Date = new Date(),
): Promise<{ accepted: number; duplicates: number }> {
  refuseOutOfRange(events, now);
  const rows = events.map((e) => ({
    tenantId: scope.tenantId,
    id: newId(now.getTime()),
    userId: scope.userId,
    messageId: e.messageId,
    event: e.event,
    properties: e.properties,
    occurredAt: new Date(e.occurredAt),
    receivedAt: now,
  }));
  const stored = await db.run(scope, (tx) =>
    tx
      .insert(usageEvents)
      .values(rows)
      .onConflictDoNothing({ target: [usageEvents.tenantId, usageEvents.userId, usageEvents.messageId] })
      .returning({ id: usageEvents.id }),
  );
  return { accepted: stored.length, duplicates: rows.length - stored.length };
}

/** Counts per event in the caller's group over a period (the last 30 days by default): what was stored, whether forwarded or not. */
export async function usageSummary(
  db: Database,
  scope: TenantScope,
  period: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<UsageSummary> {
  const to = period.to ? new Date(period.to) : now;
  const from = period.from ? new Date(period.from) : new Date(to.getTime() - 30 * DAY_MS);
  if (from >= to) throw new AppError('validation_failed', undefined, [{ path: 'querystring.from', message: 'must be before to' }]);
  const rows = await db.run(scope, (tx) =>
    tx
      .select({ event: usageEvents.event, count: count(), users: countDistinct(usageEvents.userId) })
      .from(usageEvents)
      .where(and(eq(usageEvents.tenantId, scope.tenantId), gte(usageEvents.occurredAt, from), lt(usageEvents.occurredAt, to)))
      .groupBy(usageEvents.event),
  );
  const byEvent = new Map(rows.map((r) => [r.event, r]));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    events: USAGE_EVENT_NAMES.map((event) => ({
      event,
      count: Number(byEvent.get(event)?.count ?? 0),
      users: Number(byEvent.get(event)?.users ?? 0),
    })),
  };
}
