import type { Readable } from 'node:stream';
import type { UploadRemark } from '@switchboard/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { commitIssues, readBlock, type UploadKind } from './job-store.js';
import { remarkText } from './remarks.js';
import { uploadJobs } from './tables.js';
import { addSheet, escapeRow, streamingWorkbook } from '../../platform/files/xlsx.js';

const RESULT_LABELS: Readonly<Record<string, string>> = {
  c: 'Created',
  u: 'Updated',
  n: 'Unchanged',
  f: 'Failed',
  i: 'Invalid (not imported)',
};

/**
 * The results file of an upload (Microsoft Entra style): every data row with its original cells
 * (sensitive numbers masked), its result and a Remarks column; cells that would start a formula
 * are escaped. Blocks are read one per short transaction while the workbook streams out.
 */
export async function uploadReport(
  db: Database,
  scope: TenantScope,
  jobId: string,
  kind: UploadKind,
): Promise<{ fileName: string; stream: Readable }> {
  const { job, failures } = await db.run(scope, async (tx) => {
    const [found] = await tx
      .select()
      .from(uploadJobs)
      .where(and(eq(uploadJobs.tenantId, scope.tenantId), eq(uploadJobs.id, jobId), eq(uploadJobs.kind, kind)));
    if (!found || found.status === 'reading') throw new AppError('not_found', 'Upload not found.');
    return { job: found, failures: await commitIssues(tx, scope, jobId) };
  });
  const { workbook, stream, taken } = streamingWorkbook();
  const sheet = addSheet(
    workbook,
    'Report',
    ['Row', ...job.headers, 'Result', 'Remarks'],
    [8, ...job.headers.map((h) => Math.min(Math.max(h.length + 4, 14), 40)), 22, 70],
  );
  const outcomes = job.outcomes ?? '';
  const fileName = `${job.fileName.replace(/\.(xlsx|xls|csv)$/i, '')}-report.xlsx`;

  void (async () => {
    try {
      let index = 0;
      for (let block = 0; ; block++) {
        const rows = await db.run(scope, (tx) => readBlock(tx, scope, jobId, block));
        if (!rows) break;
        for (const [rowNo, cells, remarks] of rows) {
          const outcome = outcomes[index++];
          const notes: UploadRemark[] = remarks || failures.get(rowNo) || [];
          const result = outcome ? RESULT_LABELS[outcome] : remarks ? 'Invalid' : 'Valid (not committed)';
          sheet.addRow(escapeRow([rowNo, ...cells, result, notes.map(remarkText).join('\n')])).commit();
        }
        await taken(sheet);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return { fileName, stream };
}
