import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../platform/db/database.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { eachGroup } from '../tenants/each-group.js';
import { usageEvents } from './tables.js';

const DAY_MS = 24 * 3_600_000;

export interface RetentionOptions {
  db: Database;
  log: Logger;
  /** Events that occurred longer ago than this are deleted, forwarded or not. */
  retentionDays: number;
  intervalMs: number;
  /** Rows one statement deletes, so a large backlog never holds one long transaction. */
  batchSize?: number;
  now?: () => number;
}

/**
 * Deletes usage events past the retention period (ADR 015), group by group inside each group's own RLS
 * context, in bounded batches. It runs whether or not analytics is on now: what was stored while it was
 * on still expires. Several processes may run it at once; a row is deleted once whoever gets there first.
 */
export class UsageRetention {
  private readonly task: PeriodicTask<number>;
  private readonly now: () => number;

  constructor(private readonly options: RetentionOptions) {
    this.now = options.now ?? Date.now;
    // The first pass comes a minute after start (or sooner on a short interval), not a whole interval later.
    const first = Math.min(options.intervalMs, 60_000);
    this.task = new PeriodicTask('usage analytics retention', options.intervalMs, () => this.pass(), options.log, first);
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over every group; resolves to the number of events deleted. */
  runOnce(): Promise<number> {
    return this.task.runOnce();
  }

  private async pass(): Promise<number> {
    const { db, log, retentionDays } = this.options;
    const before = new Date(this.now() - retentionDays * DAY_MS);
    const deleted = await eachGroup(
      db,
      () => this.task.isStopped,
      (tenantId) => this.deleteBefore(tenantId, before),
    );
    if (deleted > 0) log.info({ deleted, before: before.toISOString() }, 'usage analytics events past retention deleted');
    return deleted;
  }

  private async deleteBefore(tenantId: string, before: Date): Promise<number> {
    const batchSize = this.options.batchSize ?? 5_000;
    let deleted = 0;
    for (;;) {
      const rows = await this.options.db.run({ tenantId, userId: null }, (tx) => {
        const expired = tx
          .select({ id: usageEvents.id })
          .from(usageEvents)
          .where(and(eq(usageEvents.tenantId, tenantId), lt(usageEvents.occurredAt, before)))
          .limit(batchSize);
        return tx
          .delete(usageEvents)
          .where(and(eq(usageEvents.tenantId, tenantId), inArray(usageEvents.id, expired)))
          .returning({ id: usageEvents.id });
      });
      deleted += rows.length;
      if (rows.length < batchSize || this.task.isStopped) return deleted;
    }
  }
}
