import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../platform/db/database.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { eachGroup } from '../tenants/each-group.js';
import { uploadJobs } from './tables.js';

const HOUR_MS = 3_600_000;

export interface JobExpiryOptions {
  db: Database;
  log: Logger;
  /** A preview not committed this long after the upload is deleted (as is a read a crash left unfinished). */
  previewHours: number;
  /** A committed upload's rows and report are deleted this long after the commit. */
  reportDays: number;
  intervalMs: number;
}

/**
 * Deletes upload jobs whose rows nobody needs any more (ADR 007): previews never committed and reads a
 * crash cut off, after `previewHours`; committed uploads (their report) after `reportDays`. Their rows hold
 * people's names and e-mail addresses, so they are not kept for ever. Each group is swept inside its own
 * RLS context; a commit in progress holds its job's row, and once committed it no longer matches.
 */
export class UploadJobExpiry extends PeriodicTask<number> {
  constructor(private readonly options: JobExpiryOptions) {
    super('upload job expiry', options.intervalMs, options.log);
  }

  /** One pass over every group; resolves to the number of jobs deleted. */
  protected async pass(): Promise<number> {
    const { db, log, previewHours, reportDays } = this.options;
    const now = Date.now();
    const previewsBefore = new Date(now - previewHours * HOUR_MS);
    const reportsBefore = new Date(now - reportDays * 24 * HOUR_MS);
    const deleted = await eachGroup(
      db,
      () => this.isStopped,
      (tenantId) => this.expire(tenantId, previewsBefore, reportsBefore),
    );
    if (deleted > 0) log.info({ deleted }, 'expired upload jobs deleted');
    return deleted;
  }

  private async expire(tenantId: string, previewsBefore: Date, reportsBefore: Date): Promise<number> {
    const gone = await this.options.db.run({ tenantId, userId: null }, (tx) =>
      tx
        .delete(uploadJobs)
        .where(
          and(
            eq(uploadJobs.tenantId, tenantId),
            or(
              and(inArray(uploadJobs.status, ['reading', 'preview']), lt(uploadJobs.createdAt, previewsBefore)),
              and(eq(uploadJobs.status, 'committed'), lt(uploadJobs.committedAt, reportsBefore)),
            ),
          ),
        )
        .returning({ id: uploadJobs.id }),
    );
    return gone.length;
  }
}
