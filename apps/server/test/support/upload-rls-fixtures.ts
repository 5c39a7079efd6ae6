import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';

/** A job row, with the child row inserted by the same statement (the children reference their job). */
const withJob = (tenantId: string, child: (jobId: string) => SQL): SQL => {
  const jobId = newId();
  return sql`with job as (
      insert into upload_jobs (tenant_id, id, kind, status, file_name, file_type, headers, created_by)
      values (${tenantId}, ${jobId}, 'users', 'preview', 'probe.csv', 'csv', '[]'::jsonb, ${newId()}) returning id
    ) ${child(jobId)}`;
};

/** RLS probe fixtures for the upload tables (issue 6). */
export const UPLOAD_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  upload_jobs: async (_db, tenantId) =>
    sql`insert into upload_jobs (tenant_id, id, kind, status, file_name, file_type, headers, created_by)
        values (${tenantId}, ${newId()}, 'groups', 'preview', 'probe.xlsx', 'xlsx', '[]'::jsonb, ${newId()})`,
  upload_job_rows: async (_db, tenantId) =>
    withJob(
      tenantId,
      () => sql`insert into upload_job_rows (tenant_id, job_id, block, rows) select ${tenantId}, id, 0, ''::bytea from job`,
    ),
  upload_job_issues: async (_db, tenantId) =>
    withJob(
      tenantId,
      () =>
        sql`insert into upload_job_issues (tenant_id, job_id, row_no, phase, cells, remarks) select ${tenantId}, id, 2, 'preview', '[]'::jsonb, '[]'::jsonb from job`,
    ),
};
