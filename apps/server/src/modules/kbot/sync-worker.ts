import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { KBOT_EVENTS } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { eachGroup } from '../tenants/each-group.js';
import { documentVector } from '../knowledge/search-config.js';
import { cutPassages } from './passages.js';
import { loadSources, type KbotSource } from './sources.js';
import { claimJob, presentSyncJob, updateJob, type SyncJobRow } from './sync-jobs.js';
import { kbotPassages, kbotSyncRequests } from './tables.js';

export interface KbotSyncWorkerOptions {
  db: Database;
  bus: EventBus;
  log: Logger;
  /** How often every group is looked at for jobs left by a restart or another process. */
  intervalMs: number;
  /** A running job without a heartbeat this long died with its process and is taken over. */
  staleMs: number;
  /** Sources re-read per transaction (and per progress event). */
  chunk?: number;
  /** Tries before a job that keeps failing is given up. */
  maxAttempts?: number;
}

const sourceKey = (kind: string, id: string) => `${kind}:${id}`;

/**
 * Works KBot sync jobs: a request kicks the worker for its group at once, and a periodic sweep over
 * every group picks up jobs queued before a restart or abandoned by a process that died. Each job
 * reads the group's sources, re-cuts the changed ones (all of them for a `full` sync) into passages
 * in short transactions with a heartbeat and a progress event after each, and removes the passages
 * of sources that are gone or no longer published.
 */
export class KbotSyncWorker extends PeriodicTask<number> {
  private readonly pending = new Set<string>();
  private draining: Promise<void> | null = null;

  constructor(private readonly options: KbotSyncWorkerOptions) {
    super('kbot sync', options.intervalMs, options.log);
  }

  /** Works the group's waiting jobs now (in the background). */
  kick(tenantId: string): void {
    this.pending.add(tenantId);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Resolves once the kicked groups have no waiting job left (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.idle();
  }

  protected pass(): Promise<number> {
    return eachGroup(
      this.options.db,
      () => this.isStopped,
      (tenantId) => this.workGroup(tenantId),
    );
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.isStopped) {
      const [tenantId] = this.pending;
      this.pending.delete(tenantId!);
      await this.workGroup(tenantId!).catch((error: unknown) => this.options.log.error({ err: error, tenantId }, 'kbot sync failed'));
    }
  }

  /** Runs the group's jobs one after another until none is waiting; resolves to how many ran. */
  private async workGroup(tenantId: string): Promise<number> {
    let ran = 0;
    while (!this.isStopped) {
      const job = await this.options.db.run({ tenantId, userId: null }, (tx) => claimJob(tx, tenantId, new Date(), this.options.staleMs));
      if (!job) break;
      ran++;
      await this.runJob(tenantId, job);
    }
    return ran;
  }

  private publish(type: string, row: SyncJobRow): void {
    const job = presentSyncJob(row);
    const percent = row.status === 'running' && row.totalSources > 0 ? Math.round((100 * row.processedSources) / row.totalSources) : 100;
    // Progress is best effort: a bus failure never fails the sync.
    this.options.bus
      .publish({ type, tenantId: row.tenantId, payload: { ...job, percent } })
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'kbot sync progress not published'));
  }

  private async runJob(tenantId: string, job: SyncJobRow): Promise<void> {
    const { db, log } = this.options;
    const ctx = { tenantId, userId: null };
    try {
      if (job.attempts > (this.options.maxAttempts ?? 3)) throw new Error('gave up after repeated failures');
      const { changed, removed } = await db.run(ctx, async (tx) => {
        const sources = await loadSources(tx, tenantId);
        const stored = await tx
          .select({ kind: kbotPassages.sourceKind, id: kbotPassages.sourceId, version: sql<Date>`max(${kbotPassages.sourceVersion})` })
          .from(kbotPassages)
          .where(eq(kbotPassages.tenantId, tenantId))
          .groupBy(kbotPassages.sourceKind, kbotPassages.sourceId);
        const versions = new Map(stored.map((s) => [sourceKey(s.kind, s.id), new Date(s.version).getTime()]));
        const current = new Set(sources.map((s) => sourceKey(s.kind, s.id)));
        return {
          changed: job.scope === 'full' ? sources : sources.filter((s) => versions.get(sourceKey(s.kind, s.id)) !== s.version.getTime()),
          removed: stored.filter((s) => !current.has(sourceKey(s.kind, s.id))),
        };
      });
      let row = await db.run(ctx, (tx) =>
        updateJob(tx, tenantId, job.id, { totalSources: changed.length + removed.length, heartbeatAt: new Date() }),
      );
      this.publish(KBOT_EVENTS.syncProgress, row);
      const chunk = this.options.chunk ?? 25;
      for (let i = 0; i < changed.length && !this.isStopped; i += chunk) {
        const part = changed.slice(i, i + chunk);
        row = await db.run(ctx, async (tx) => {
          const written = await rewritePassages(tx, tenantId, part);
          return updateJob(tx, tenantId, job.id, {
            processedSources: sql`${kbotSyncRequests.processedSources} + ${part.length}`,
            passages: sql`${kbotSyncRequests.passages} + ${written}`,
            heartbeatAt: new Date(),
          });
        });
        this.publish(KBOT_EVENTS.syncProgress, row);
      }
      // Stopped half-way: the job stays running and the next process takes it over once its heartbeat is stale.
      if (this.isStopped) return;
      row = await db.run(ctx, async (tx) => {
        for (const gone of removed) {
          await tx
            .delete(kbotPassages)
            .where(and(eq(kbotPassages.tenantId, tenantId), eq(kbotPassages.sourceKind, gone.kind), eq(kbotPassages.sourceId, gone.id)));
        }
        return updateJob(tx, tenantId, job.id, {
          status: 'done',
          finishedAt: new Date(),
          removedSources: removed.length,
          processedSources: sql`${kbotSyncRequests.processedSources} + ${removed.length}`,
          error: null,
        });
      });
      this.publish(KBOT_EVENTS.syncFinished, row);
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'kbot sync job failed');
      const row = await db
        .run(ctx, (tx) =>
          updateJob(tx, tenantId, job.id, { status: 'failed', finishedAt: new Date(), error: 'The sync failed. Try again.' }),
        )
        .catch(() => null);
      if (row) this.publish(KBOT_EVENTS.syncFailed, row);
    }
  }
}

/** Replaces the passages of these sources; resolves to how many were written. */
async function rewritePassages(tx: Tx, tenantId: string, sources: KbotSource[]) {
  let written = 0;
  for (const source of sources) {
    await tx
      .delete(kbotPassages)
      .where(and(eq(kbotPassages.tenantId, tenantId), eq(kbotPassages.sourceKind, source.kind), eq(kbotPassages.sourceId, source.id)));
    const pieces = cutPassages(source.text);
    const texts = pieces.length > 0 ? pieces : [source.title];
    if (texts.length === 0) continue;
    await tx.insert(kbotPassages).values(
      texts.map((text, ordinal) => ({
        tenantId,
        sourceKind: source.kind,
        sourceId: source.id,
        ordinal,
        sourceVersion: source.version,
        title: source.title,
        text,
        language: source.language,
        search: documentVector(source.language, source.title, [], text),
      })),
    );
    written += texts.length;
  }
  return written;
}
