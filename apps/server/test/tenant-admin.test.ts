import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UploadJob } from '@switchboard/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { tenants } from '../src/modules/tenants/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { multipart } from './support/upload-multipart.js';
import { groupRows, writeUploadFixtures } from './fixtures/upload-fixtures.js';

const NEW_GROUP = { org: 'Org One', client: 'Initech', country: 'Ireland', location: 'Dublin', lob: 'Support', subLob: 'Chat' };

describe('tenant administration: create, edit, group upload', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow, c: TenantRow;
  let commanderA: UserRow, commanderC: UserRow, architect: UserRow, guardianA: UserRow, heroA: UserRow;
  let dir: string;
  const tokens = new Map<string, string>();
  const token = (u: UserRow) => tokens.get(u.id)!;
  const send = (u: UserRow, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) => t.as(token(u), { method, url, payload });
  const uploadGroups = async (u: UserRow, name: string) => {
    const body = multipart(name, await readFile(path.join(dir, name)));
    return t.as(token(u), { method: 'POST', url: '/api/tenant/v1/tenants/upload', payload: body.payload, headers: body.headers });
  };
  const commitGroups = (u: UserRow, jobId: string, key = randomUUID()) =>
    t.as(token(u), { method: 'POST', url: `/api/tenant/v1/tenants/upload/${jobId}/commit`, headers: { 'idempotency-key': key } });

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { org: 'Org One', client: 'Acme' });
    b = await makeTenant(t.db, { org: 'Org One', client: 'Globex' });
    c = await makeTenant(t.db, { org: 'Org Two', client: 'Umbrella' });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id] });
    commanderC = await makeUser(t.db, { role: 'commander', tenants: [c.id] });
    architect = await makeUser(t.db, { role: 'architect', tenants: [a.id] });
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id], supervisorNameL1: 'Sam Supervisor' });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id], supervisorNameL1: 'Pat Lead' });
    for (const u of [commanderA, commanderC, architect, guardianA, heroA]) tokens.set(u.id, await t.signIn(u.email));
    dir = await mkdtemp(path.join(tmpdir(), 'tenant-admin-'));
    await writeUploadFixtures(
      dir,
      [
        { id: '0123456789abcdef01234567', name: 'Knowledge' },
        { id: '89abcdef0123456789abcdef', name: 'Coaching' },
      ],
      { org: 'Org One', otherOrg: 'Org Two' },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('create', () => {
    it('lets a commander create a group in their organisation, named by default, audited', async () => {
      const response = await send(commanderA, 'POST', '/api/tenant/v1/tenants', { ...NEW_GROUP, org: ' org  one ' });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({ ...NEW_GROUP, name: 'Initech · Dublin · Support · Chat' });
      const [row] = await t.db.run({ tenantId: null, userId: null }, (tx) =>
        tx.select().from(tenants).where(eq(tenants.id, created.tenantId)),
      );
      expect(row).toMatchObject({ createdBy: commanderA.id, config: null });
      const audits = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
        tx.select().from(auditLog).where(eq(auditLog.targetId, created.tenantId)),
      );
      expect(audits.map((x) => x.action)).toEqual(['tenant.create']);
      const listed = await send(
        commanderA,
        'GET',
        '/api/tenant/v1/tenants?client=Initech&country=Ireland&location=Dublin&lob=Support&subLob=Chat&org=Org%20One',
      );
      expect(listed.json().data.map((x: { tenantId: string }) => x.tenantId)).toEqual([created.tenantId]);
    });

    it('refuses a duplicate (409), another organisation (403) and a lower role (403)', async () => {
      const twin = await send(commanderA, 'POST', '/api/tenant/v1/tenants', { ...NEW_GROUP, client: 'INITECH', subLob: ' chat' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().message).toMatch(/already exists/);
      expect((await send(commanderA, 'POST', '/api/tenant/v1/tenants', { ...NEW_GROUP, org: 'Org Two' })).statusCode).toBe(403);
      for (const u of [guardianA, heroA])
        expect((await send(u, 'POST', '/api/tenant/v1/tenants', { ...NEW_GROUP, client: 'Other' })).statusCode).toBe(403);
    });

    it('validates the body', async () => {
      const response = await send(commanderA, 'POST', '/api/tenant/v1/tenants', { ...NEW_GROUP, country: '  ', tenantId: a.id });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    });

    it('lets an architect create a group in a new organisation', async () => {
      const response = await send(architect, 'POST', '/api/tenant/v1/tenants', { ...NEW_GROUP, org: 'Org Three', name: 'Initech Dublin' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ org: 'Org Three', name: 'Initech Dublin' });
    });
  });

  describe('edit', () => {
    it('lets a commander edit any group of their organisation', async () => {
      const response = await send(commanderA, 'PATCH', `/api/tenant/v1/tenants/${b.id}`, { name: 'Globex North', lob: 'Retention' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ tenantId: b.id, name: 'Globex North', lob: 'Retention', client: 'Globex' });
      const audits = await t.db.run({ tenantId: b.id, userId: null }, (tx) =>
        tx.select().from(auditLog).where(eq(auditLog.targetId, b.id)),
      );
      expect(audits[0]).toMatchObject({
        action: 'tenant.update',
        before: expect.objectContaining({ lob: 'Care' }),
        after: expect.objectContaining({ lob: 'Retention' }),
      });
    });

    it("answers 404 for another organisation's group, 403 below commander, 403 for a move to another organisation", async () => {
      expect((await send(commanderA, 'PATCH', `/api/tenant/v1/tenants/${c.id}`, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await send(guardianA, 'PATCH', `/api/tenant/v1/tenants/${a.id}`, { name: 'x' })).statusCode).toBe(403);
      expect((await send(commanderA, 'PATCH', `/api/tenant/v1/tenants/${a.id}`, { org: 'Org Two' })).statusCode).toBe(403);
    });

    it('refuses an edit that would duplicate another group, and an empty change', async () => {
      const twin = await send(commanderA, 'PATCH', `/api/tenant/v1/tenants/${b.id}`, { ...NEW_GROUP });
      expect(twin.statusCode).toBe(409);
      expect((await send(commanderA, 'PATCH', `/api/tenant/v1/tenants/${b.id}`, {})).statusCode).toBe(400);
    });
  });

  describe('user filter choices', () => {
    it("lists the tenant's supervisor names; 404 across tenants, 403 below guardian", async () => {
      const response = await send(guardianA, 'GET', `/api/tenant/v1/${a.id}/users/facets`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ l1Names: ['Pat Lead', 'Sam Supervisor'], l2Names: [], l3Names: [] });
      expect((await send(guardianA, 'GET', `/api/tenant/v1/${c.id}/users/facets`)).statusCode).toBe(404);
      expect((await send(heroA, 'GET', `/api/tenant/v1/${a.id}/users/facets`)).statusCode).toBe(403);
    });
  });

  describe('group upload', () => {
    it.each(['csv', 'xlsx', 'xls'])('previews a .%s file: required columns, guardian e-mail dropped, remarks per row', async (ext) => {
      const response = await uploadGroups(commanderA, `groups.${ext}`);
      expect(response.statusCode, response.body).toBe(201);
      const job = response.json<UploadJob>();
      const expected = groupRows('Org One', 'Org Two');
      expect(job).toMatchObject({ kind: 'groups', totalRows: expected.length, validRows: 2, invalidRows: 4 });
      expect(job.headers).toEqual(['COMPANY', 'CLIENT', 'COUNTRY', 'SITE', 'LOB', 'CHANNEL']);
      expect(job.issues.data.map((i) => ({ row: i.row, codes: i.remarks.map((r) => r.code) }))).toEqual(
        expected.filter((r) => r.codes.length).map((r) => ({ row: r.row, codes: r.codes })),
      );
      expect(job.issues.data[0]!.remarks.map((r) => r.column)).toEqual(['CLIENT', 'SITE', 'CHANNEL']);
      expect(JSON.stringify(job)).not.toMatch(/guardian@example\.com|x@example\.com/);
    });

    it('creates the valid groups once (createdBy from the session), retries return the first result, re-uploads change nothing', async () => {
      const job = (await uploadGroups(commanderA, 'groups.csv')).json<UploadJob>();
      const key = randomUUID();
      const first = await commitGroups(commanderA, job.jobId, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<UploadJob>().result).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0 });
      const again = await commitGroups(commanderA, job.jobId, key);
      expect(again.json<UploadJob>().result).toEqual(first.json<UploadJob>().result);
      expect((await commitGroups(commanderA, job.jobId)).statusCode).toBe(409);
      const created = await t.db.run({ tenantId: null, userId: null }, (tx) =>
        tx.select().from(tenants).where(eq(tenants.client, 'Fabrikam Retail')),
      );
      expect(created.map((x) => [x.subLob, x.createdBy, x.location])).toEqual(
        expect.arrayContaining([
          ['Chat', commanderA.id, 'Toronto'],
          ['Voice', commanderA.id, 'Toronto'],
        ]),
      );
      const second = (await uploadGroups(commanderA, 'groups.xlsx')).json<UploadJob>();
      expect((await commitGroups(commanderA, second.jobId)).json<UploadJob>().result).toEqual({
        created: 0,
        updated: 0,
        unchanged: 2,
        failed: 0,
      });
    });

    it('lists missing headers', async () => {
      const response = await uploadGroups(commanderA, 'groups-missing-headers.csv');
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ reason: 'missing_headers', headers: ['COUNTRY', 'CHANNEL'] });
    });

    it('answers 403 below commander and 404 for a job of another tenant', async () => {
      const job = (await uploadGroups(commanderA, 'groups.csv')).json<UploadJob>();
      expect((await uploadGroups(guardianA, 'groups.csv')).statusCode).toBe(403);
      for (const [method, url] of [
        ['GET', `/api/tenant/v1/tenants/upload/${job.jobId}`],
        ['GET', `/api/tenant/v1/tenants/upload/${job.jobId}/report.xlsx`],
        ['POST', `/api/tenant/v1/tenants/upload/${job.jobId}/commit`],
      ] as const) {
        const headers = { 'idempotency-key': randomUUID() };
        expect((await t.as(token(guardianA), { method, url, headers })).statusCode, url).toBe(403);
        expect((await t.as(token(commanderC), { method, url, headers })).statusCode, url).toBe(404);
      }
      const report = await t.as(token(commanderA), { method: 'GET', url: `/api/tenant/v1/tenants/upload/${job.jobId}/report.xlsx` });
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toMatch(/spreadsheetml/);
    });
  });
});
