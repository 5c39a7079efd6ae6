import type { UploadJob, UploadRemark } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { getJob, jobRows, lockJob, recordCommit } from './job-store.js';
import { offeredApps } from './offered-apps.js';
import { ProgressReporter } from './progress.js';
import type { UploadDeps } from './user-upload-service.js';
import { mapUserHeaders, validateUserRow, type UserRecord } from './user-rows.js';
import { UserWriter } from './user-writer.js';

/**
 * Commits a previewed user upload in ONE transaction: a failure anywhere leaves no user, membership
 * or access row behind and the job still in preview. With the same Idempotency-Key a retried commit
 * returns the first result and writes nothing; another key on a committed job is a conflict.
 * Rows are re-checked against the group's current applications; any that no longer pass fail.
 */
export async function commitUserUpload(
  deps: UploadDeps,
  scope: TenantScope,
  jobId: string,
  idempotencyKey: string,
  now = new Date(),
): Promise<UploadJob> {
  let progress: ProgressReporter | null = null;
  let committed = 0;
  await deps.db.run(scope, async (tx) => {
    const job = await lockJob(tx, scope, jobId, 'users');
    if (job.status === 'committed') {
      if (job.idempotencyKey === idempotencyKey) return;
      throw new AppError('conflict', 'This upload has already been committed.');
    }
    const mapped = mapUserHeaders(job.headers, await offeredApps(tx, scope));
    if (!mapped.ok) throw new AppError('conflict', "The group's applications changed since the preview; upload the file again.");
    progress = new ProgressReporter(deps.bus, scope, {
      jobId,
      kind: 'users',
      phase: 'commit',
      fileName: job.fileName,
      totalRows: job.validRows,
    });
    const writer = new UserWriter(tx, scope, now);
    const outcomes: string[] = [];
    const failures: { rowNo: number; cells: string[]; remarks: UploadRemark[] }[] = [];
    for await (const block of jobRows(tx, scope, jobId)) {
      const batch: UserRecord[] = [];
      const slots: { at: number; rowNo: number; cells: string[] }[] = [];
      for (const [rowNo, cells, remarks] of block) {
        if (remarks) {
          outcomes.push('i');
          continue;
        }
        const verdict = validateUserRow(mapped.map, cells, undefined, scope.tenantId);
        if (!verdict.record) {
          outcomes.push('f');
          failures.push({ rowNo, cells, remarks: verdict.remarks });
          continue;
        }
        slots.push({ at: outcomes.length, rowNo, cells });
        outcomes.push('?');
        batch.push(verdict.record);
      }
      const results = await writer.apply(batch);
      results.forEach((result, i) => {
        const slot = slots[i]!;
        outcomes[slot.at] = result.outcome;
        if (result.outcome === 'f') failures.push({ rowNo: slot.rowNo, cells: slot.cells, remarks: result.remarks ?? [] });
      });
      committed += batch.length;
      progress.update(committed, job.validRows > 0 ? (committed / job.validRows) * 100 : null);
    }
    await recordCommit(tx, scope, { id: jobId, kind: 'users', fileName: job.fileName }, { idempotencyKey, now, outcomes, failures });
  });
  // Roles changed and sessions ended in the commit: every node reads sessions afresh.
  if (committed > 0) await deps.sessions.changed('all');
  (progress as ProgressReporter | null)?.done(committed);
  return getJob(deps.db, scope, jobId, 'users');
}
