import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_TEMPLATE_COLUMNS, type UploadJob } from '@switchboard/contracts';
import { selectRows } from '../src/platform/db/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';
import { makeTenant, makeUser, type TenantRow } from './support/factories.js';
import { multipart } from './support/upload-multipart.js';

function csv(tag: string): Buffer {
  const lines = [USER_TEMPLATE_COLUMNS.join(',')];
  for (let i = 0; i < 3; i++)
    lines.push(
      `Avery,,Expiry,${tag}${i}@example.com,hero,Morgan Lee,morgan@example.com,Lead,Care,Grace Okafor,grace@example.com,Chris Novak,chris@example.com,Active`,
    );
  lines.push(`Broken,,Row,not-an-email,hero,,,,,,,,,Active`);
  return Buffer.from(lines.join('\n'), 'utf8');
}

describe('upload job expiry', () => {
  let t: TestApp;
  const groups: { tenant: TenantRow; token: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOAD_PREVIEW_HOURS: '1', UPLOAD_REPORT_DAYS: '2', UPLOAD_EXPIRY_INTERVAL_MS: '100' } });
    for (let i = 0; i < 2; i++) {
      const tenant = await makeTenant(t.db);
      const guardian = await makeUser(t.db, { role: 'guardian', tenants: [tenant.id] });
      groups.push({ tenant, token: await t.signIn(guardian.email) });
    }
  });
  afterAll(() => t.close());

  const base = (g: (typeof groups)[number]) => `/api/tenant/v1/${g.tenant.id}/users/upload`;
  async function preview(g: (typeof groups)[number], tag: string): Promise<string> {
    const body = multipart(`${tag}.csv`, csv(tag));
    const response = await t.as(g.token, { method: 'POST', url: base(g), payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(201);
    return response.json<UploadJob>().jobId;
  }
  async function commit(g: (typeof groups)[number], jobId: string) {
    return t.as(g.token, { method: 'POST', url: `${base(g)}/${jobId}/commit`, headers: { 'idempotency-key': randomUUID() } });
  }
  const backdate = (jobId: string, column: 'created_at' | 'committed_at', hours: number) =>
    t.db.owner.execute(sql`update upload_jobs set ${sql.raw(column)} = now() - make_interval(hours => ${hours}) where id = ${jobId}`);
  const stored = async (jobId: string) => {
    const [row] = await selectRows<{ jobs: number; blocks: number; issues: number }>(
      t.db.owner,
      sql`select (select count(*)::int from upload_jobs where id = ${jobId}) as jobs,
                 (select count(*)::int from upload_job_rows where job_id = ${jobId}) as blocks,
                 (select count(*)::int from upload_job_issues where job_id = ${jobId}) as issues`,
    );
    return row!;
  };

  it('deletes previews left uncommitted and old reports in every group, rows and issues with them, and keeps the rest', async () => {
    const [a, b] = [groups[0]!, groups[1]!];
    const stalePreviewA = await preview(a, 'stalea');
    const stalePreviewB = await preview(b, 'staleb');
    const freshPreview = await preview(a, 'fresh');
    const oldReport = await preview(b, 'oldreport');
    const recentReport = await preview(a, 'recentreport');
    expect((await commit(b, oldReport)).statusCode).toBe(200);
    expect((await commit(a, recentReport)).statusCode).toBe(200);
    expect(await stored(stalePreviewA)).toEqual({ jobs: 1, blocks: 1, issues: 1 });

    await backdate(stalePreviewA, 'created_at', 2);
    await backdate(stalePreviewB, 'created_at', 2);
    await backdate(oldReport, 'committed_at', 49);
    await backdate(recentReport, 'committed_at', 47);

    // The running server's own sweep (every 100 ms here) does it.
    await until(async () => (await stored(oldReport)).jobs === 0 && (await stored(stalePreviewB)).jobs === 0, 'expired jobs deleted');
    for (const gone of [stalePreviewA, stalePreviewB, oldReport]) expect(await stored(gone)).toEqual({ jobs: 0, blocks: 0, issues: 0 });

    // An expired preview is simply not found any more: the guardian uploads the file again.
    const expired = await t.as(a.token, { method: 'GET', url: `${base(a)}/${stalePreviewA}` });
    expect(expired.statusCode).toBe(404);
    expect((await commit(a, stalePreviewA)).statusCode).toBe(404);
    expect((await t.as(b.token, { method: 'GET', url: `${base(b)}/${oldReport}/report.xlsx` })).statusCode).toBe(404);

    // Within their periods a preview still commits and a report still downloads.
    expect((await t.as(a.token, { method: 'GET', url: `${base(a)}/${recentReport}/report.xlsx` })).statusCode).toBe(200);
    expect((await commit(a, freshPreview)).statusCode).toBe(200);
  });
});
