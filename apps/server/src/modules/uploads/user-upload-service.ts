import { UPLOAD_LIMITS, type UploadJob } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { SessionStore } from '../accounts/session-store.js';
import { newId } from '../../platform/ids.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { BlockWriter, createJob, discardJob, finishJob, getJob } from './job-store.js';
import { offeredApps } from './offered-apps.js';
import { ProgressReporter } from './progress.js';
import { openSheet } from './read-sheet.js';
import type { ReceivedFile } from './receive-upload.js';
import { asRefusal, refuse } from './refusals.js';
import { UserRowValidator, mapUserHeaders } from './user-rows.js';
import { guardZip } from './zip-guard.js';
import { XLSX_LIMITS } from './read-xlsx.js';

export interface UploadDeps {
  db: Database;
  bus: EventBus;
  /** A committed user upload changes roles and ends sessions: cached sessions are forgotten. */
  sessions: Pick<SessionStore, 'changed'>;
}

const emptyMessage = (file: ReceivedFile) =>
  file.kind === 'csv' ? 'No data found in the CSV file.' : 'No sheets found in the Excel file.';

/** The refusal for an empty (0-byte) file, and the zip guard for .xlsx, before any parser runs. */
export async function preflight(file: ReceivedFile): Promise<void> {
  if (file.size === 0) throw refuse(file.kind === 'csv' ? 'no_csv_data' : 'no_sheets', emptyMessage(file));
  if (file.kind === 'xlsx') await guardZip(file.path, XLSX_LIMITS).catch((error: unknown) => Promise.reject(asRefusal(error)));
}

/**
 * Reads a user upload into a preview job (platform.md §5): the header row is checked first (missing
 * headers: nothing is parsed), then every row is validated and stored with its remarks while the
 * file streams. A file that fails part-way leaves no job behind.
 */
export async function previewUserUpload(deps: UploadDeps, scope: TenantScope, file: ReceivedFile): Promise<UploadJob> {
  await preflight(file);
  const apps = await deps.db.run(scope, (tx) => offeredApps(tx, scope));
  const jobId = newId();
  const progress = new ProgressReporter(deps.bus, scope, {
    jobId,
    kind: 'users',
    phase: 'preview',
    fileName: file.fileName,
    totalRows: null,
  });
  let bytesRead = 0;
  const sheet = await openSheet(file.kind, file.path, (bytes) => (bytesRead = bytes)).catch((error: unknown) =>
    Promise.reject(asRefusal(error)),
  );
  try {
    const mapped = mapUserHeaders(sheet.header.cells, apps);
    if (!mapped.ok) {
      const what = mapped.reason === 'missing_headers' ? 'Missing headers' : 'Application columns not offered in this group';
      throw refuse(mapped.reason, `${what}: ${mapped.headers.join(', ')}. No records were read.`, { headers: mapped.headers });
    }
    await createJob(deps.db, scope, {
      id: jobId,
      kind: 'users',
      fileName: file.fileName,
      fileType: file.kind,
      headers: mapped.map.headers,
    });
    const writer = new BlockWriter(deps.db, scope, jobId);
    try {
      const validator = new UserRowValidator(mapped.map, scope.tenantId);
      let total = 0;
      let valid = 0;
      for await (const batch of sheet.rows) {
        for (const row of batch) {
          if (++total > UPLOAD_LIMITS.maxUserRows) {
            throw refuse(
              'too_many_rows',
              `The file has more than ${UPLOAD_LIMITS.maxUserRows.toLocaleString('en-US')} rows; split it into smaller files.`,
              {
                limit: UPLOAD_LIMITS.maxUserRows,
              },
            );
          }
          const verdict = validator.check(row.rowNo, row.cells, row.numeric, false);
          if (verdict.valid) valid++;
          if (writer.add(row.rowNo, verdict.cells, verdict.valid ? null : verdict.remarks)) await writer.flush();
        }
        progress.update(total, file.kind === 'xls' ? null : (bytesRead / file.size) * 100);
      }
      await writer.close();
      await finishJob(deps.db, scope, { id: jobId, kind: 'users', fileName: file.fileName }, { total, valid });
      progress.done(total);
    } catch (error) {
      await writer.settle();
      await discardJob(deps.db, scope, jobId);
      throw asRefusal(error);
    }
  } finally {
    await sheet.close();
  }
  return getJob(deps.db, scope, jobId, 'users');
}
