import { setImmediate as nextTurn } from 'node:timers/promises';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { UploadFileType, UploadJob, UploadRemark, UploadSummary } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { audit } from '../audit/audit.js';
import { unnest } from './bulk-sql.js';
import { packedRows, uploadJobIssues, uploadJobRows, uploadJobs } from './tables.js';

export type UploadKind = 'users' | 'groups';
export type JobRecord = typeof uploadJobs.$inferSelect;
/** One stored data row: [rowNo, cells, remarks (0 when the row was valid at preview)]. */
export type StoredRow = [number, string[], UploadRemark[] | 0];

/** Rows per stored block: a 100,000-row file is 50 database rows. */
export const BLOCK_ROWS = 2000;

const packRows = (rows: readonly StoredRow[]): Buffer => deflateRawSync(JSON.stringify(rows), { level: 1 });
const unpackRows = (packed: Buffer): StoredRow[] => JSON.parse(inflateRawSync(packed).toString('utf8')) as StoredRow[];

const inJob = (scope: TenantScope, jobId: string) => and(eq(uploadJobs.tenantId, scope.tenantId), eq(uploadJobs.id, jobId));

export async function createJob(
  db: Database,
  scope: TenantScope,
  job: { id: string; kind: UploadKind; fileName: string; fileType: UploadFileType; headers: readonly string[] },
): Promise<void> {
  await db.run(scope, (tx) =>
    tx.insert(uploadJobs).values({
      tenantId: scope.tenantId,
      id: job.id,
      kind: job.kind,
      status: 'reading',
      fileName: job.fileName,
      fileType: job.fileType,
      headers: [...job.headers],
      createdBy: scope.userId,
    }),
  );
}

/**
 * Buffers rows into blocks and writes each block (with its invalid rows, for the preview table)
 * in its own short transaction while the file is still being read. One write is in flight at a
 * time, so parsing the next block overlaps the database work on PostgreSQL.
 */
export class BlockWriter {
  private rows: StoredRow[] = [];
  private block = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly scope: TenantScope,
    private readonly jobId: string,
  ) {}

  /** Buffers a row; true when a block is full and `flush()` should be awaited. */
  add(rowNo: number, cells: string[], remarks: UploadRemark[] | null): boolean {
    this.rows.push([rowNo, cells, remarks && remarks.length > 0 ? remarks : 0]);
    return this.rows.length >= BLOCK_ROWS;
  }

  async flush(): Promise<void> {
    await this.pending;
    if (this.rows.length === 0) return;
    const rows = this.rows;
    const block = this.block++;
    this.rows = [];
    const { tenantId } = this.scope;
    const jobId = this.jobId;
    this.pending = this.db.run(this.scope, async (tx) => {
      await tx.insert(uploadJobRows).values({ tenantId, jobId, block, rows: packRows(rows) });
      const issues = rows.filter((r) => r[2] !== 0);
      if (issues.length > 0)
        await insertIssues(
          tx,
          tenantId,
          jobId,
          'preview',
          issues.map(([rowNo, cells, remarks]) => ({ rowNo, cells, remarks: remarks || [] })),
        );
    });
  }

  /** Waits for the last write. */
  async close(): Promise<void> {
    await this.flush();
    await this.pending;
  }

  /** After a failure: lets a write in flight finish (or fail) before the job is discarded. */
  async settle(): Promise<void> {
    await this.pending.catch(() => undefined);
  }
}

/** The preview read to the end: its counts and its audit entry, in one transaction. */
export async function finishJob(
  db: Database,
  scope: TenantScope,
  job: { id: string; kind: UploadKind; fileName: string },
  counts: { total: number; valid: number },
): Promise<void> {
  await db.run(scope, async (tx) => {
    await tx
      .update(uploadJobs)
      .set({
        status: 'preview',
        totalRows: counts.total,
        validRows: counts.valid,
        invalidRows: counts.total - counts.valid,
        updatedAt: new Date(),
      })
      .where(inJob(scope, job.id));
    await audit(tx, scope, {
      action: `${job.kind}.upload.preview`,
      targetType: 'upload',
      targetId: job.id,
      before: null,
      after: { fileName: job.fileName, totalRows: counts.total, validRows: counts.valid },
    });
  });
}

/** Removes a job that could not be read to the end: nothing partial is left behind. */
export async function discardJob(db: Database, scope: TenantScope, jobId: string): Promise<void> {
  await db.run(scope, (tx) => tx.delete(uploadJobs).where(inJob(scope, jobId)));
}

/** The job, locked for the commit; 404 for another tenant's, another kind's or an unfinished one. */
export async function lockJob(tx: Tx, scope: TenantScope, jobId: string, kind: UploadKind): Promise<JobRecord> {
  const [job] = await tx
    .select()
    .from(uploadJobs)
    .where(and(inJob(scope, jobId), eq(uploadJobs.kind, kind), ne(uploadJobs.status, 'reading')))
    .for('update');
  if (!job) throw new AppError('not_found', 'Upload not found.');
  return job;
}

/**
 * Stored blocks of a job, one at a time in row order. Gives the event loop a turn before each
 * block: the embedded database runs statements on this thread, and without it a commit's progress
 * events (and every other request) waited for the whole transaction.
 */
export async function* jobRows(tx: Tx, scope: TenantScope, jobId: string): AsyncGenerator<StoredRow[]> {
  for (let block = 0; ; block++) {
    if (block > 0) await nextTurn();
    const rows = await readBlock(tx, scope, jobId, block);
    if (!rows) return;
    yield rows;
  }
}

/** One stored block of a job's rows; null past the last one. */
export async function readBlock(tx: Tx, scope: TenantScope, jobId: string, block: number): Promise<StoredRow[] | null> {
  const [row] = await tx
    .select({ rows: packedRows })
    .from(uploadJobRows)
    .where(and(eq(uploadJobRows.tenantId, scope.tenantId), eq(uploadJobRows.jobId, jobId), eq(uploadJobRows.block, block)));
  return row ? unpackRows(row.rows) : null;
}

type Issue = { rowNo: number; cells: string[]; remarks: UploadRemark[] };

async function insertIssues(tx: Tx, tenantId: string, jobId: string, phase: 'preview' | 'commit', issues: readonly Issue[]): Promise<void> {
  for (let i = 0; i < issues.length; i += BLOCK_ROWS) {
    const part = issues.slice(i, i + BLOCK_ROWS);
    await tx.execute(sql`
      insert into upload_job_issues (tenant_id, job_id, row_no, phase, cells, remarks)
      select ${tenantId}, ${jobId}, v.row_no, ${phase}, v.cells, v.remarks
      from ${unnest([
        ['row_no', 'int', part.map((x) => x.rowNo)],
        ['cells', 'jsonb', part.map((x) => JSON.stringify(x.cells))],
        ['remarks', 'jsonb', part.map((x) => JSON.stringify(x.remarks))],
      ])}`);
  }
}

export function addCommitIssues(tx: Tx, scope: TenantScope, jobId: string, issues: readonly Issue[]): Promise<void> {
  return insertIssues(tx, scope.tenantId, jobId, 'commit', issues);
}

export const summarise = (outcomes: string): UploadSummary => {
  const summary = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const o of outcomes) {
    if (o === 'c') summary.created++;
    else if (o === 'u') summary.updated++;
    else if (o === 'n') summary.unchanged++;
    else if (o === 'f') summary.failed++;
  }
  return summary;
};

/**
 * Ends a commit inside its transaction: the commit-time failures, the job marked committed with its
 * Idempotency-Key, per-row outcomes ('c' created, 'u' updated, 'n' unchanged, 'f' failed) and summary, and the audit entry.
 */
export async function recordCommit(
  tx: Tx,
  scope: TenantScope,
  job: { id: string; kind: UploadKind; fileName: string },
  commit: { idempotencyKey: string; now: Date; outcomes: readonly string[]; failures: readonly Issue[] },
): Promise<void> {
  const outcome = commit.outcomes.join('');
  const summary = summarise(outcome);
  await addCommitIssues(tx, scope, job.id, commit.failures);
  await tx
    .update(uploadJobs)
    .set({
      status: 'committed',
      committedAt: commit.now,
      committedBy: scope.userId,
      idempotencyKey: commit.idempotencyKey,
      result: summary,
      outcomes: outcome,
      updatedAt: commit.now,
    })
    .where(inJob(scope, job.id));
  await audit(tx, scope, {
    action: `${job.kind}.upload.commit`,
    targetType: 'upload',
    targetId: job.id,
    before: null,
    after: { fileName: job.fileName, ...summary },
  });
}

/** Commit-time failures by row (the report's remarks for rows that were valid at preview). */
export async function commitIssues(tx: Tx, scope: TenantScope, jobId: string): Promise<Map<number, UploadRemark[]>> {
  const rows = await tx
    .select({ rowNo: uploadJobIssues.rowNo, remarks: uploadJobIssues.remarks })
    .from(uploadJobIssues)
    .where(and(eq(uploadJobIssues.tenantId, scope.tenantId), eq(uploadJobIssues.jobId, jobId), eq(uploadJobIssues.phase, 'commit')));
  return new Map(rows.map((r) => [r.rowNo, r.remarks]));
}

export function presentJob(job: JobRecord, issues: UploadJob['issues']): UploadJob {
  return {
    jobId: job.id,
    kind: job.kind,
    fileName: job.fileName,
    fileType: job.fileType,
    status: job.status === 'committed' ? 'committed' : 'preview',
    headers: job.headers,
    totalRows: job.totalRows,
    validRows: job.validRows,
    invalidRows: job.invalidRows,
    createdAt: job.createdAt.toISOString(),
    committedAt: job.committedAt?.toISOString() ?? null,
    result: job.result ?? null,
    issues,
  };
}

/** The job with one page of its refused and failed rows, in row order. */
export async function readJob(
  tx: Tx,
  scope: TenantScope,
  jobId: string,
  kind: UploadKind,
  page = 1,
  limit = 50,
  phase?: 'preview' | 'commit',
): Promise<UploadJob> {
  const [job] = await tx
    .select()
    .from(uploadJobs)
    .where(and(inJob(scope, jobId), eq(uploadJobs.kind, kind), ne(uploadJobs.status, 'reading')));
  if (!job) throw new AppError('not_found', 'Upload not found.');
  const where = and(
    eq(uploadJobIssues.tenantId, scope.tenantId),
    eq(uploadJobIssues.jobId, jobId),
    phase ? eq(uploadJobIssues.phase, phase) : undefined,
  );
  const [total] = await tx.select({ value: count() }).from(uploadJobIssues).where(where);
  const data = await tx
    .select({ row: uploadJobIssues.rowNo, phase: uploadJobIssues.phase, cells: uploadJobIssues.cells, remarks: uploadJobIssues.remarks })
    .from(uploadJobIssues)
    .where(where)
    .orderBy(asc(uploadJobIssues.rowNo))
    .limit(limit)
    .offset((page - 1) * limit);
  return presentJob(job, { data, total: total?.value ?? 0, page, limit });
}

export function getJob(
  db: Database,
  scope: TenantScope,
  jobId: string,
  kind: UploadKind,
  page?: number,
  limit?: number,
  phase?: 'preview' | 'commit',
): Promise<UploadJob> {
  return db.run(scope, (tx) => readJob(tx, scope, jobId, kind, page, limit, phase));
}
