import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Tx } from '../../platform/db/database.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { groupIds } from '../tenants/each-group.js';
import { ForwardError, type OutgoingEvent, type UsageForwarder } from './segment-forwarder.js';
import { usageEvents } from './tables.js';

export interface OutboxOptions {
  db: Database;
  forwarder: UsageForwarder;
  log: Logger;
  /** Pause between passes; also the first retry's delay, doubling per failed attempt up to `maxBackoffMs`. */
  intervalMs: number;
  maxBackoffMs?: number;
  /** How often every group is looked at, not only those that recorded here (other processes, a restart). */
  sweepMs?: number;
  batchSize?: number;
  /** How long a claimed batch stays out of other forwarders' reach while it is being posted. */
  leaseMs?: number;
  now?: () => number;
}

/**
 * Forwards stored usage events in the background (ADR 015). Each group's rows are read and marked inside
 * that group's own RLS context, so a batch only ever holds one group's events. A failed send leaves the
 * rows pending with a growing delay; nothing here ever runs inside a request.
 */
export class UsageOutbox extends PeriodicTask<number> {
  private readonly due = new Map<string, number>();
  private lastSweep = -Infinity;
  /** Counts markPending calls, so a reschedule can tell that one came while it read. */
  private marks = 0;
  private readonly now: () => number;

  constructor(private readonly options: OutboxOptions) {
    super('usage analytics forwarding', options.intervalMs, options.log);
    this.now = options.now ?? Date.now;
  }

  /** A group just stored events: look at it on the next pass instead of waiting for the sweep. */
  markPending(tenantId: string): void {
    this.marks++;
    this.markDue(tenantId, this.now());
  }

  private markDue(tenantId: string, at: number): void {
    this.due.set(tenantId, Math.min(this.due.get(tenantId) ?? Infinity, at));
  }

  /** One pass over the groups that are due; resolves to the number of events forwarded. */
  protected async pass(): Promise<number> {
    const now = this.now();
    if (now - this.lastSweep >= (this.options.sweepMs ?? 5 * 60_000)) {
      // Due now, as this pass sees it: marked at a later instant they would wait for the next pass.
      for (const id of await groupIds(this.options.db)) this.markDue(id, now);
      this.lastSweep = now;
    }
    let forwarded = 0;
    for (const [tenantId, dueAt] of [...this.due]) {
      if (dueAt > now || this.isStopped) continue;
      forwarded += await this.forwardGroup(tenantId);
    }
    return forwarded;
  }

  private async forwardGroup(tenantId: string): Promise<number> {
    const { db, forwarder, log } = this.options;
    const batchSize = this.options.batchSize ?? 100;
    const ctx = { tenantId, userId: null };
    let forwarded = 0;
    for (;;) {
      const claimed = await db.run(ctx, (tx) => this.claim(tx, tenantId, batchSize));
      if (claimed.length === 0) break;
      const ids = claimed.map((e) => e.id);
      const where = and(eq(usageEvents.tenantId, tenantId), inArray(usageEvents.id, ids));
      try {
        await forwarder.send(claimed);
      } catch (error) {
        const reason = error instanceof ForwardError ? error.message : 'failed';
        log.warn({ tenantId, events: ids.length, reason }, 'usage analytics not forwarded; will retry');
        const base = this.options.intervalMs;
        const cap = this.options.maxBackoffMs ?? 3_600_000;
        await db.run(ctx, (tx) =>
          tx
            .update(usageEvents)
            .set({
              attempts: sql`${usageEvents.attempts} + 1`,
              // base · 2^attempts, capped: each row backs off by its own history.
              nextAttemptAt: sql`${new Date(this.now()).toISOString()}::timestamptz + least(${base}::float8 * power(2, ${usageEvents.attempts}), ${cap}::float8) * interval '1 millisecond'`,
              lastError: reason,
            })
            .where(where),
        );
        break;
      }
      await db.run(ctx, (tx) =>
        tx
          .update(usageEvents)
          .set({ forwardedAt: new Date(this.now()), attempts: sql`${usageEvents.attempts} + 1`, lastError: null })
          .where(where),
      );
      forwarded += claimed.length;
      if (claimed.length < batchSize) break;
    }
    await this.reschedule(tenantId);
    return forwarded;
  }

  /** Takes the group's due rows, oldest first, and pushes them out of reach for the lease (skipping rows another forwarder holds). */
  private async claim(tx: Tx, tenantId: string, limit: number): Promise<(OutgoingEvent & { id: string })[]> {
    const now = new Date(this.now());
    const due = tx
      .select({ id: usageEvents.id })
      .from(usageEvents)
      .where(and(eq(usageEvents.tenantId, tenantId), isNull(usageEvents.forwardedAt), lte(usageEvents.nextAttemptAt, now)))
      .orderBy(asc(usageEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(usageEvents)
      .set({ nextAttemptAt: new Date(now.getTime() + (this.options.leaseMs ?? 60_000)) })
      .where(and(eq(usageEvents.tenantId, tenantId), inArray(usageEvents.id, due)))
      .returning({
        id: usageEvents.id,
        tenantId: usageEvents.tenantId,
        userId: usageEvents.userId,
        messageId: usageEvents.messageId,
        event: usageEvents.event,
        properties: usageEvents.properties,
        occurredAt: usageEvents.occurredAt,
      });
    return rows.sort((x, y) => x.id.localeCompare(y.id));
  }

  /** Next look at this group: when its earliest pending row is due, or never (until the sweep) when none is. */
  private async reschedule(tenantId: string): Promise<void> {
    const marks = this.marks;
    const [next] = await this.options.db.run({ tenantId, userId: null }, (tx) =>
      tx
        .select({ at: min(usageEvents.nextAttemptAt) })
        .from(usageEvents)
        .where(and(eq(usageEvents.tenantId, tenantId), isNull(usageEvents.forwardedAt))),
    );
    // Events stored after the read began are not in its answer: their mark stands (else they would wait for the sweep).
    if (this.marks !== marks) return;
    if (next?.at) this.due.set(tenantId, new Date(next.at).getTime());
    else this.due.delete(tenantId);
  }
}
