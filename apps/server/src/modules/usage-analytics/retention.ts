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
}

/**
 * Deletes usage events past the retention period (ADR 015), group by group inside each group's own RLS
 * context, in bounded batches. It runs whether or not analytics is on now: what was stored while it was
 * on still expires. Several processes may run it at once; a row is deleted once whoever gets there first.
 */
export class UsageRetention extends PeriodicTask<number> {
  constructor(private readonly options: RetentionOptions) {
    super('usage analytics retention', options.intervalMs, options.log);
  }

  /** One pass over every group; resolves to the number of events deleted. */
  protected async pass(): Promise<number> {
    const { db, log, retentionDays } = this.options;
    const before = new Date(Date.now() - retentionDays * DAY_MS);
    const deleted = await eachGroup(
      db,
      () => this.isStopped,
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
      if (rows.length < batchSize || this.isStopped) return deleted;
    }
  }
}
