import { inArray } from 'drizzle-orm';
import { UPLOAD_LIMITS, type UploadJob, type UploadRemark } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { tenants } from '../tenants/tables.js';
import { orgPolicy } from '../tenants/tenant-admin-service.js';
import { GroupRowValidator, groupKey, mapGroupHeaders, validateGroupRow, type GroupRecord } from './group-rows.js';
import { BlockWriter, createJob, discardJob, finishJob, getJob, jobRows, lockJob, recordCommit } from './job-store.js';
import { ProgressReporter } from './progress.js';
import { openSheet } from './read-sheet.js';
import type { ReceivedFile } from './receive-upload.js';
import { asRefusal, refuse } from './refusals.js';
import { preflight, type UploadDeps } from './user-upload-service.js';

/**
 * Group upload preview (commander and above): COMPANY, CLIENT, COUNTRY, SITE, LOB and CHANNEL
 * required, GUARDIAN EMAIL ID dropped (never stored), organisations limited to the caller's.
 * The job lives in the caller's active tenant.
 */
export async function previewGroupUpload(deps: UploadDeps, scope: TenantScope, file: ReceivedFile): Promise<UploadJob> {
  await preflight(file);
  const orgs = await deps.db.run(scope, (tx) => orgPolicy(tx, scope));
  const jobId = newId();
  const progress = new ProgressReporter(deps.bus, scope, {
    jobId,
    kind: 'groups',
    phase: 'preview',
    fileName: file.fileName,
    totalRows: null,
  });
  const sheet = await openSheet(file.kind, file.path).catch((error: unknown) => Promise.reject(asRefusal(error)));
  try {
    const mapped = mapGroupHeaders(sheet.header.cells);
    if (!mapped.ok)
      throw refuse('missing_headers', `Missing headers: ${mapped.headers.join(', ')}. No records were read.`, { headers: mapped.headers });
    await createJob(deps.db, scope, {
      id: jobId,
      kind: 'groups',
      fileName: file.fileName,
      fileType: file.kind,
      headers: mapped.map.headers,
    });
    const writer = new BlockWriter(deps.db, scope, jobId);
    try {
      const validator = new GroupRowValidator(mapped.map, (org) => orgs.canonical(org));
      let total = 0;
      let valid = 0;
      for await (const batch of sheet.rows) {
        for (const row of batch) {
          if (++total > UPLOAD_LIMITS.maxGroupRows) {
            throw refuse('too_many_rows', `The file has more than ${UPLOAD_LIMITS.maxGroupRows.toLocaleString('en-US')} rows.`, {
              limit: UPLOAD_LIMITS.maxGroupRows,
            });
          }
          const verdict = validator.check(row.rowNo, row.cells, row.numeric);
          if (verdict.record) valid++;
          if (writer.add(row.rowNo, verdict.cells, verdict.record ? null : verdict.remarks)) await writer.flush();
        }
        progress.update(total, null);
      }
      await writer.close();
      await finishJob(deps.db, scope, { id: jobId, kind: 'groups', fileName: file.fileName }, { total, valid });
      progress.done(total);
    } catch (error) {
      await writer.settle();
      await discardJob(deps.db, scope, jobId);
      throw asRefusal(error);
    }
  } finally {
    await sheet.close();
  }
  return getJob(deps.db, scope, jobId, 'groups');
}

/** Creates the previewed groups in one transaction; one that already exists is left unchanged, never duplicated. */
export async function commitGroupUpload(
  deps: UploadDeps,
  scope: TenantScope,
  jobId: string,
  idempotencyKey: string,
  now = new Date(),
): Promise<UploadJob> {
  await deps.db.run(scope, async (tx) => {
    const job = await lockJob(tx, scope, jobId, 'groups');
    if (job.status === 'committed') {
      if (job.idempotencyKey === idempotencyKey) return;
      throw new AppError('conflict', 'This upload has already been committed.');
    }
    const mapped = mapGroupHeaders(job.headers);
    if (!mapped.ok) throw new AppError('conflict', 'This upload can no longer be committed; upload the file again.');
    const orgs = await orgPolicy(tx, scope);
    const outcomes: string[] = [];
    const failures: { rowNo: number; cells: string[]; remarks: UploadRemark[] }[] = [];
    for await (const block of jobRows(tx, scope, jobId)) {
      const records: { at: number; record: GroupRecord }[] = [];
      for (const [rowNo, cells, remarks] of block) {
        if (remarks) {
          outcomes.push('i');
          continue;
        }
        const verdict = validateGroupRow(mapped.map, cells, (org) => orgs.canonical(org));
        if (!verdict.record) {
          outcomes.push('f');
          failures.push({ rowNo, cells, remarks: verdict.remarks });
          continue;
        }
        records.push({ at: outcomes.length, record: verdict.record });
        outcomes.push('?');
      }
      const orgNames = [...new Set(records.map((r) => r.record.org))];
      const existing = orgNames.length ? await tx.select().from(tenants).where(inArray(tenants.org, orgNames)) : [];
      const known = new Set(existing.map((t) => groupKey(t)));
      const fresh: (typeof tenants.$inferInsert)[] = [];
      for (const { at, record } of records) {
        const key = groupKey(record);
        if (known.has(key)) {
          outcomes[at] = 'n';
          continue;
        }
        known.add(key);
        outcomes[at] = 'c';
        fresh.push({ id: newId(now.getTime()), ...record, createdBy: scope.userId, createdAt: now, updatedAt: now });
      }
      if (fresh.length > 0) await tx.insert(tenants).values(fresh);
    }
    await recordCommit(tx, scope, { id: jobId, kind: 'groups', fileName: job.fileName }, { idempotencyKey, now, outcomes, failures });
  });
  return getJob(deps.db, scope, jobId, 'groups');
}
