import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { UPLOAD_MESSAGES, UPLOAD_PROGRESS_EVENT, type UploadJob, type UploadProgress } from '@switchboard/contracts';
import { users } from '../src/modules/accounts/tables.js';
import { memberships } from '../src/modules/tenants/tables.js';
import { uploadJobs } from '../src/modules/uploads/tables.js';
import { zipBomb } from '../src/test-support/zip-builder.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication } from './support/application-factories.js';
import { multipart } from './support/upload-multipart.js';
import { everyRuleRows, writeUploadFixtures, type FixtureApps } from './fixtures/upload-fixtures.js';

describe('user bulk upload: preview → commit → report', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let guardianA: UserRow, heroA: UserRow, mentorA: UserRow, guardianB: UserRow, guardianAB: UserRow, commanderA: UserRow;
  let apps: FixtureApps;
  let dir: string;
  const tokens = new Map<string, string>();
  const token = (u: UserRow) => tokens.get(u.id)!;
  const fixture = (name: string) => readFile(path.join(dir, name));

  const upload = async (u: UserRow, tenantId: string, name: string, data?: Buffer, mime?: string) => {
    const body = multipart(name, data ?? (await fixture(name)), mime);
    return t.as(token(u), { method: 'POST', url: `/api/tenant/v1/${tenantId}/users/upload`, payload: body.payload, headers: body.headers });
  };
  const commit = (u: UserRow, tenantId: string, jobId: string, key: string = randomUUID()) =>
    t.as(token(u), { method: 'POST', url: `/api/tenant/v1/${tenantId}/users/upload/${jobId}/commit`, headers: { 'idempotency-key': key } });
  const previewOf = async (name: string, u: UserRow = guardianA) => {
    const response = await upload(u, a.id, name);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadJob>();
  };
  const jobCount = async () => {
    const [row] = await t.db.run({ tenantId: a.id, userId: null }, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(uploadJobs));
    return row!.n;
  };
  const userByEmail = async (email: string) => {
    const [row] = await t.db.run({ tenantId: null, userId: null }, (tx) => tx.select().from(users).where(eq(users.email, email)));
    return row;
  };
  const membershipOf = async (tenantId: string, userId: string) => {
    const [row] = await t.db.run({ tenantId, userId: null }, (tx) =>
      tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId))),
    );
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { org: 'Org One', client: 'Acme' });
    b = await makeTenant(t.db, { org: 'Org One', client: 'Globex' });
    const knowledge = await makeApplication(t.db, { name: 'Knowledge' });
    const coaching = await makeApplication(t.db, { name: 'Coaching', roles: ['mentor', 'guardian', 'commander', 'architect'] });
    for (const tenant of [a, b]) {
      await enableApplication(t.db, tenant.id, knowledge.id);
      await enableApplication(t.db, tenant.id, coaching.id);
    }
    apps = [
      { id: knowledge.id, name: 'Knowledge' },
      { id: coaching.id, name: 'Coaching' },
    ];
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentorA = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    guardianAB = await makeUser(t.db, { role: 'guardian', tenants: [a.id, b.id], lastTenantId: b.id });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id] });
    for (const u of [guardianA, heroA, mentorA, guardianB, guardianAB, commanderA]) tokens.set(u.id, await t.signIn(u.email));
    dir = await mkdtemp(path.join(tmpdir(), 'user-upload-'));
    await writeUploadFixtures(dir, apps, { org: 'Org One', otherOrg: 'Org Two' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('preview', () => {
    it.each(['xlsx', 'xls', 'csv'])('validates every rule in a .%s file and keeps invalid rows with remarks', async (ext) => {
      const job = await previewOf(`users-every-rule.${ext}`);
      const expected = everyRuleRows(apps, ext as 'xlsx' | 'xls' | 'csv').filter((r) => r.values);
      const invalid = expected.filter((r) => r.codes.length > 0);
      expect(job).toMatchObject({
        status: 'preview',
        fileType: ext,
        totalRows: expected.length,
        validRows: expected.length - invalid.length,
        invalidRows: invalid.length,
      });
      expect(job.issues.total).toBe(invalid.length);
      expect(job.issues.data.map((i) => ({ row: i.row, codes: i.remarks.map((r) => r.code) }))).toEqual(
        invalid.map((r) => ({ row: r.row, codes: r.codes })),
      );
      const sensitive = job.issues.data.find((i) => i.row === 18)!;
      expect(sensitive.remarks[0]!.message).toBe(UPLOAD_MESSAGES.sensitive);
      expect(sensitive.cells).toContain('SSN ***-**-****');
      expect(JSON.stringify(job)).not.toMatch(/123-45-6789|4111-1111|1111111111111114|078 05 1120|219\.09\.9999/);
      const duplicate = job.issues.data.find((i) => i.row === 12)!;
      expect(duplicate.remarks[0]).toMatchObject({ code: 'duplicate_entry', column: 'User Email', firstRow: 2 });
    });

    it('pages through the invalid rows', async () => {
      const job = await previewOf('users-every-rule.csv');
      const page2 = await t.as(token(guardianA), { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}?page=2&limit=5` });
      expect(page2.statusCode).toBe(200);
      expect(page2.json<UploadJob>().issues.data.map((i) => i.row)).toEqual([10, 11, 12, 13, 14]);
    });

    it('handles CSV dialects: BOM with semicolons and quoted newlines, Windows-1252, UTF-16', async () => {
      for (const name of ['users-semicolon-bom.csv', 'users-windows-1252.csv', 'users-utf16.csv']) {
        const job = await previewOf(name);
        expect(job, name).toMatchObject({ totalRows: 2, validRows: 2, invalidRows: 0 });
      }
    });

    it('is not polluted by cell content aimed at Object.prototype', async () => {
      const job = await previewOf('users-prototype.csv');
      expect(job.validRows).toBe(1);
      expect(job.headers).toContain('__proto__');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    });

    it('publishes progress to the uploader on the events bus', async () => {
      const seen: { userId?: string | null; payload: UploadProgress }[] = [];
      const stop = t.bus.subscribe((event) => {
        if (event.type === UPLOAD_PROGRESS_EVENT) seen.push({ userId: event.userId, payload: event.payload as UploadProgress });
      });
      const job = await previewOf('users-valid.xlsx');
      await vi.waitFor(() => expect(seen.some((e) => e.payload.jobId === job.jobId && e.payload.done)).toBe(true));
      stop();
      const mine = seen.filter((e) => e.payload.jobId === job.jobId);
      expect(mine.at(-1)).toMatchObject({
        userId: guardianA.id,
        payload: { phase: 'preview', done: true, processedRows: 3, fileName: 'users-valid.xlsx' },
      });
    });
  });

  describe('refusals (nothing is parsed, no job is left)', () => {
    it("answers 415 'Invalid file type' for other extensions", async () => {
      const before = await jobCount();
      const response = await upload(guardianA, a.id, 'users.txt');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.invalidFileType, details: { reason: 'invalid_file_type' } });
      expect(await jobCount()).toBe(before);
    });

    it('answers 415 when the bytes or the MIME type disagree with the extension', async () => {
      const renamed = await upload(guardianA, a.id, 'users-csv-renamed.xlsx');
      expect(renamed.statusCode).toBe(415);
      expect(renamed.json().details.reason).toBe('type_mismatch');
      const mime = await upload(guardianA, a.id, 'users-valid.csv', undefined, 'image/png');
      expect(mime.statusCode).toBe(415);
    });

    it('lists missing headers and parses no records', async () => {
      const before = await jobCount();
      for (const ext of ['xlsx', 'xls', 'csv']) {
        const response = await upload(guardianA, a.id, `users-missing-headers.${ext}`);
        expect(response.statusCode, ext).toBe(400);
        expect(response.json().details).toEqual({ reason: 'missing_headers', headers: ['Role', 'L3 Supervisor Email'] });
      }
      expect(await jobCount()).toBe(before);
    });

    it('refuses an application column the group does not offer', async () => {
      const response = await upload(guardianA, a.id, 'users-unknown-application.csv');
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ reason: 'unknown_applications', headers: ['Payroll_(fedcba9876543210fedcba98)'] });
    });

    it("gives the spec's messages for empty files", async () => {
      const csv = await upload(guardianA, a.id, 'users-empty.csv');
      expect(csv.statusCode).toBe(400);
      expect(csv.json().message).toBe('No data found in the CSV file.');
      const zeroBytes = await upload(guardianA, a.id, 'nothing.csv', Buffer.alloc(0));
      expect(zeroBytes.json().message).toBe('No data found in the CSV file.');
      for (const name of ['users-empty.xlsx', 'users-header-only.xls']) {
        const excel = await upload(guardianA, a.id, name);
        expect(excel.statusCode, name).toBe(400);
        expect(excel.json().message, name).toBe('No sheets found in the Excel file.');
      }
    });

    it('refuses a 200 MiB zip bomb before parsing it', async () => {
      for (const lie of [false, true]) {
        const response = await upload(guardianA, a.id, 'bomb.xlsx', await zipBomb(200, { lie }));
        expect(response.statusCode).toBe(400);
        expect(response.json().details.reason).toBe('unsafe_archive');
      }
    });

    it('answers 413 past the size limit, enforced while streaming', async () => {
      // An .xls may be 20 MiB: the body (declared under the 50 MiB request cap) is cut while it streams.
      const big = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(21 * 1024 * 1024)]);
      const response = await upload(guardianA, a.id, 'big.xls', big);
      expect(response.statusCode).toBe(413);
      expect(response.json().details).toMatchObject({ reason: 'too_large', limit: 20 * 1024 * 1024 });
    });

    it('asks for a multipart file', async () => {
      const json = await t.as(token(guardianA), { method: 'POST', url: `/api/tenant/v1/${a.id}/users/upload`, payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(json.json().details.reason).toBe('no_file');
      const otherField = multipart('users-valid.csv', await fixture('users-valid.csv'), undefined, 'attachment');
      const missing = await t.as(token(guardianA), {
        method: 'POST',
        url: `/api/tenant/v1/${a.id}/users/upload`,
        payload: otherField.payload,
        headers: otherField.headers,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details.reason).toBe('no_file');
    });
  });

  describe('commit', () => {
    it('creates the valid rows, with the record of platform.md §3, and reports created/updated/unchanged/failed', async () => {
      const job = await previewOf('users-every-rule.xlsx');
      const response = await commit(guardianA, a.id, job.jobId);
      expect(response.statusCode, response.body).toBe(200);
      const done = response.json<UploadJob>();
      expect(done.status).toBe('committed');
      expect(done.result).toEqual({ created: 5, updated: 0, unchanged: 0, failed: 0 });

      const hero = (await userByEmail('user2@example.com'))!;
      expect(hero).toMatchObject({ firstName: 'Avery', lastName: 'Testerc', role: 'hero', active: true, passwordHash: null });
      expect(await membershipOf(a.id, hero.id)).toMatchObject({
        active: true,
        supervisorNameL1: 'Morgan Lee',
        supervisorEmailL1: 'morgan.lee@example.com',
        supervisorRoleL1: 'Team Lead',
        supervisorDepartmentL1: 'Customer Care',
        supervisorNameL3: 'Chris Novak',
      });
      const mentor = (await userByEmail('user4@example.com'))!;
      expect(mentor.role).toBe('mentor');
      expect((await membershipOf(a.id, mentor.id))!.active).toBe(false);
      // Access rows only where they decide: 'disable' on an application the role could use (row 22's guardian
      // and Coaching) is a withdrawal; 'enable', or 'disable' where the role could not use it anyway, needs none.
      const guardian = (await userByEmail('user22@example.com'))!;
      const access = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
        tx
          .select({ userId: memberships.userId, withdrawn: memberships.withdrawnApplications, granted: memberships.grantedApplications })
          .from(memberships)
          .where(and(eq(memberships.tenantId, a.id), inArray(memberships.userId, [hero.id, mentor.id, guardian.id]))),
      );
      expect(
        access.flatMap((x) => [...x.withdrawn.map((id) => [x.userId, id, false]), ...x.granted.map((id) => [x.userId, id, true])]),
      ).toEqual([[guardian.id, apps[1].id, false]]);
      expect(await userByEmail('user5@example.com')).toBeUndefined();
      const listed = await t.as(token(guardianA), { method: 'GET', url: `/api/tenant/v1/${a.id}/users?userName=Testerc` });
      expect(listed.json().data.map((u: { email: string }) => u.email)).toContain('user2@example.com');
    });

    it('returns the first result to a retried commit with the same Idempotency-Key and creates nothing twice', async () => {
      const job = await previewOf('users-valid.csv');
      const key = randomUUID();
      const first = await commit(guardianA, a.id, job.jobId, key);
      expect(first.json<UploadJob>().result).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 0 });
      const countUsers = async () =>
        (await t.db.run({ tenantId: null, userId: null }, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(users)))[0]!.n;
      const before = await countUsers();
      const retried = await Promise.all([commit(guardianA, a.id, job.jobId, key), commit(guardianA, a.id, job.jobId, key)]);
      for (const r of retried) {
        expect(r.statusCode).toBe(200);
        expect(r.json<UploadJob>().result).toEqual(first.json<UploadJob>().result);
        expect(r.json<UploadJob>().committedAt).toBe(first.json<UploadJob>().committedAt);
      }
      expect(await countUsers()).toBe(before);
      const other = await commit(guardianA, a.id, job.jobId, randomUUID());
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('This upload has already been committed.');
    });

    it('requires an Idempotency-Key', async () => {
      const job = await previewOf('users-valid.csv');
      const response = await t.as(token(guardianA), { method: 'POST', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}/commit` });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/Idempotency-Key/);
    });

    it('updates existing users by e-mail instead of duplicating them, and ends the sessions of users made inactive', async () => {
      // users-valid was committed above: the same file again changes nothing.
      const again = await commit(guardianA, a.id, (await previewOf('users-valid.xlsx')).jobId);
      expect(again.json<UploadJob>().result).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 0 });

      const existing = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
      const session = await t.signIn(existing.email);
      // In use just before: the session check is cached, and the commit must still end it at once.
      expect((await t.as(session, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
      const csv = (await fixture('users-valid.csv'))
        .toString('utf8')
        .replace('user101@example.com', existing.email.toUpperCase())
        .replace(/,Active,enable/, ',Inactive,enable');
      const response = await upload(guardianA, a.id, 'edited.csv', Buffer.from(csv, 'utf8'));
      const committed = await commit(guardianA, a.id, response.json<UploadJob>().jobId);
      expect(committed.json<UploadJob>().result).toEqual({ created: 0, updated: 1, unchanged: 2, failed: 0 });
      const updated = (await userByEmail(existing.email))!;
      expect(updated).toMatchObject({ id: existing.id, firstName: 'Avery' });
      expect((await membershipOf(a.id, existing.id))!.active).toBe(false);
      expect((await t.as(session, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    });

    it('a role the upload changes holds at once for a signed-in user', async () => {
      const lead = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
      const session = await t.signIn(lead.email);
      const members = { method: 'GET' as const, url: `/api/tenant/v1/${a.id}/users` };
      expect((await t.as(session, members)).statusCode).toBe(200);
      // user101's row (an active hero) now names the guardian.
      const csv = (await fixture('users-valid.csv')).toString('utf8').replace('user101@example.com', lead.email);
      const job = (await upload(guardianA, a.id, 'demote.csv', Buffer.from(csv, 'utf8'))).json<UploadJob>();
      expect((await commit(guardianA, a.id, job.jobId)).json<UploadJob>().result).toMatchObject({ updated: 1 });
      expect((await t.as(session, members)).statusCode).toBe(403);
    });

    it("withdraws and restores application access: 'disable' withdraws it from the member, 'enable' lifts the withdrawal", async () => {
      const guardian = (await userByEmail('user103@example.com'))!;
      const rowsOf = async () => {
        const [m] = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
          tx
            .select({ withdrawn: memberships.withdrawnApplications, granted: memberships.grantedApplications })
            .from(memberships)
            .where(and(eq(memberships.tenantId, a.id), eq(memberships.userId, guardian.id))),
        );
        return [
          ...m!.withdrawn.map((applicationId) => ({ applicationId, access: false })),
          ...m!.granted.map((applicationId) => ({ applicationId, access: true })),
        ];
      };
      expect((await rowsOf()).map((x) => [x.applicationId, x.access])).toEqual([[apps[1].id, false]]);
      const lines = (await fixture('users-valid.csv')).toString('utf8').split('\r\n');
      const enabled = lines
        .map((line) => (line.includes('user103@') ? line.replace(/,enable,disable$/, ',enable,enable') : line))
        .join('\r\n');
      const job = (await upload(guardianA, a.id, 'enable.csv', Buffer.from(enabled))).json<UploadJob>();
      expect((await commit(guardianA, a.id, job.jobId)).json<UploadJob>().result).toEqual({
        created: 0,
        updated: 1,
        unchanged: 2,
        failed: 0,
      });
      expect(await rowsOf()).toEqual([]);
    });

    it('adds an existing user of another group of the organisation to this one (updated, by a commander), keeping one account', async () => {
      const other = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
      const csv = (await fixture('users-valid.csv'))
        .toString('utf8')
        .replace('user103@example.com', other.email)
        .replace('Guardian', 'hero');
      const job = (await upload(commanderA, a.id, 'join.csv', Buffer.from(csv))).json<UploadJob>();
      const done = await commit(commanderA, a.id, job.jobId);
      expect(done.json<UploadJob>().result).toMatchObject({ updated: 1 });
      expect(await membershipOf(a.id, other.id)).toBeDefined();
      expect(await membershipOf(b.id, other.id)).toBeDefined();
    });

    it('fails (without stopping the others) rows for users bulk upload may not change: higher roles and oneself', async () => {
      const csv = (await fixture('users-valid.csv'))
        .toString('utf8')
        .replace('user101@example.com', commanderA.email)
        .replace('user102@example.com', guardianA.email)
        .replace('user103@example.com', 'newcomer@example.com');
      const job = (await upload(guardianA, a.id, 'mixed.csv', Buffer.from(csv))).json<UploadJob>();
      expect(job.validRows).toBe(3);
      const done = (await commit(guardianA, a.id, job.jobId)).json<UploadJob>();
      expect(done.result).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 2 });
      expect(done.issues.data.map((i) => ({ row: i.row, phase: i.phase, code: i.remarks[0]!.code }))).toEqual([
        { row: 2, phase: 'commit', code: 'protected_user' },
        { row: 3, phase: 'commit', code: 'own_account' },
      ]);
      expect((await userByEmail(commanderA.email))!.role).toBe('commander');
      const failedOnly = await t.as(token(guardianA), {
        method: 'GET',
        url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}?phase=commit`,
      });
      expect(failedOnly.json<UploadJob>().issues.total).toBe(2);
      const refusedOnly = await t.as(token(guardianA), {
        method: 'GET',
        url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}?phase=preview`,
      });
      expect(refusedOnly.json<UploadJob>().issues.total).toBe(0);
    });
  });

  describe('report', () => {
    it('lists every row with its result and remarks, escaping formula-leading cells', async () => {
      const job = await previewOf('users-every-rule.csv');
      const preview = await t.as(token(guardianA), { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}/report.xlsx` });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-disposition']).toMatch(/attachment; filename="users-every-rule-report.xlsx"/);
      expect(preview.headers['x-content-type-options']).toBe('nosniff');

      await commit(guardianA, a.id, job.jobId);
      const response = await t.as(token(guardianA), { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}/report.xlsx` });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header[0]).toBe('Row');
      expect(header.slice(-2)).toEqual(['Result', 'Remarks']);
      const rows = new Map<number, unknown[]>();
      sheet.eachRow((row, n) => {
        if (n > 1)
          rows.set(
            Number(row.getCell(1).value),
            Array.from({ length: header.length }, (_, i) => row.getCell(i + 1).value ?? ''),
          );
      });
      expect(rows.size).toBe(24);
      const result = (row: number) => rows.get(row)!.at(-2);
      const remarks = (row: number) => String(rows.get(row)!.at(-1));
      // Rows 2, 4, 22, 23 and 26 were created by the first commit of this file (xlsx), so now they are unchanged.
      expect(result(2)).toBe('Unchanged');
      expect(result(5)).toBe('Invalid (not imported)');
      expect(remarks(5)).toBe('L2 Supervisor Email: Missing entry: this cell must be filled.');
      expect(remarks(18)).toBe(`L1 Supervisor Department: ${UPLOAD_MESSAGES.sensitive}`);
      expect(rows.get(22)).toContain(`'=HYPERLINK("http://evil.test","x")`);
      expect(rows.get(22)).toContain(`'@SUM(A1)`);
    });
  });

  describe('tenancy and roles', () => {
    it("answers 404 for another tenant's path and for a job of another tenant", async () => {
      const job = await previewOf('users-valid.csv');
      expect((await upload(guardianA, b.id, 'users-valid.csv')).statusCode).toBe(404);
      // guardianAB may act in B, but A's job does not exist there.
      for (const request of [
        { method: 'GET' as const, url: `/api/tenant/v1/${b.id}/users/upload/${job.jobId}` },
        { method: 'GET' as const, url: `/api/tenant/v1/${b.id}/users/upload/${job.jobId}/report.xlsx` },
        {
          method: 'POST' as const,
          url: `/api/tenant/v1/${b.id}/users/upload/${job.jobId}/commit`,
          headers: { 'idempotency-key': randomUUID() },
        },
      ]) {
        expect((await t.as(token(guardianAB), request)).statusCode, request.url).toBe(404);
        expect((await t.as(token(guardianB), request)).statusCode, request.url).toBe(404);
      }
      expect((await t.as(token(guardianB), { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}` })).statusCode).toBe(
        404,
      );
    });

    it('answers 403 to heroes and mentors', async () => {
      const job = await previewOf('users-valid.csv');
      for (const u of [heroA, mentorA]) {
        expect((await upload(u, a.id, 'users-valid.csv')).statusCode).toBe(403);
        expect((await t.as(token(u), { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}` })).statusCode).toBe(403);
        expect((await commit(u, a.id, job.jobId)).statusCode).toBe(403);
        expect(
          (await t.as(token(u), { method: 'GET', url: `/api/tenant/v1/${a.id}/users/upload/${job.jobId}/report.xlsx` })).statusCode,
        ).toBe(403);
      }
    });
  });
});
