import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { UPLOAD_LIMITS, USER_TEMPLATE_COLUMNS, appColumnHeader, exportPath, type UploadJob } from '@switchboard/contracts';
import { columnLetter } from '../src/modules/exports/templates.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication, setUserAccess } from './support/application-factories.js';
import { readWorkbook, type ReadWorkbook } from './support/read-workbook.js';
import { multipart } from './support/upload-multipart.js';

describe('exports and templates', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let guardianA: UserRow, heroA: UserRow, commanderA: UserRow, heroB: UserRow;
  let knowledge: { id: string }, coaching: { id: string }, admin: { id: string };
  const tokens = new Map<string, string>();
  const token = (u: UserRow) => tokens.get(u.id)!;
  const download = (u: UserRow, url: string) => t.as(token(u), { method: 'GET', url });
  async function workbookBytes(u: UserRow, name: Parameters<typeof exportPath>[0]): Promise<Buffer> {
    const response = await download(u, exportPath(name));
    expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment;');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    return response.rawPayload;
  }
  const workbook = async (u: UserRow, name: Parameters<typeof exportPath>[0]): Promise<ReadWorkbook> =>
    readWorkbook(await workbookBytes(u, name));

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { org: 'Org One', client: 'Acme' });
    b = await makeTenant(t.db, { org: 'Org One', client: 'Globex' });
    knowledge = await makeApplication(t.db, { name: 'Knowledge' });
    coaching = await makeApplication(t.db, { name: 'Coaching', roles: ['mentor', 'guardian'] });
    admin = await makeApplication(t.db, { name: 'Insights', isAdminLicense: true, isGuardianEnabled: false });
    for (const app of [knowledge, coaching, admin]) await enableApplication(t.db, a.id, app.id);
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id], supervisorNameL1: 'Sam Supervisor' });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    await setUserAccess(t.db, a.id, heroA.id, knowledge.id, false);
    for (const u of [guardianA, heroA, commanderA, heroB]) tokens.set(u.id, await t.signIn(u.email));
  });
  afterAll(() => t.close());

  it('New_users_template: the upload headers with one column per available application, and dropdowns', async () => {
    const book = await workbook(guardianA, 'New_users_template');
    const headers = book.rows('Users')[0]!;
    expect(headers).toEqual([
      ...USER_TEMPLATE_COLUMNS,
      appColumnHeader('Coaching', coaching.id),
      appColumnHeader('Knowledge', knowledge.id),
    ]);
    // The admin-licence application without its guardian enabled is unavailable: no column.
    expect(headers.join()).not.toContain(admin.id);
    // One list validation per dropdown column, over every row an upload may have.
    const lastRow = UPLOAD_LIMITS.maxUserRows + 1;
    const listOver = (column: number) => {
      const letter = columnLetter(column);
      return book.validations('Users').find((v) => v.sqref === `${letter}2:${letter}${lastRow}`);
    };
    expect(listOver(USER_TEMPLATE_COLUMNS.indexOf('Role'))).toEqual({
      sqref: expect.any(String),
      type: 'list',
      formula: '"hero,mentor,guardian"',
    });
    expect(listOver(USER_TEMPLATE_COLUMNS.indexOf('Status'))?.formula).toBe('"Active,Inactive"');
    expect(listOver(USER_TEMPLATE_COLUMNS.length)?.formula).toBe('"enable,disable"');
    expect(listOver(USER_TEMPLATE_COLUMNS.length + 1)?.formula).toBe('"enable,disable"');
    expect(book.validations('Users')).toHaveLength(4);
    expect(book.rows('Read me').map((r) => r[0])).toContain(appColumnHeader('Coaching', coaching.id));
  });

  it('Existing_users_template round-trips: upload it back and nothing changes; formula text is escaped, then restored', async () => {
    // The upload headers of this group, in a plain workbook (what someone fills in Excel).
    const headers = [...USER_TEMPLATE_COLUMNS, appColumnHeader('Coaching', coaching.id), appColumnHeader('Knowledge', knowledge.id)];
    const filled = new ExcelJS.Workbook();
    const sheet = filled.addWorksheet('Users');
    sheet.addRow(headers);
    const fill = (email: string, role: string, department: string) =>
      headers.map(
        (h) =>
          ({
            'User First Name': 'Robin',
            'User Last Name': 'Export',
            'User Email': email,
            Role: role,
            'L1 Supervisor Name': 'Sam Supervisor',
            'L1 Supervisor Email': 'sam@example.com',
            'L1 Supervisor Department': department,
            'L2 Supervisor Name': 'Lee Two',
            'L2 Supervisor Email': 'lee@example.com',
            'L3 Supervisor Name': 'Max Three',
            'L3 Supervisor Email': 'max@example.com',
            Status: 'Active',
            [appColumnHeader('Coaching', coaching.id)]: role === 'hero' ? 'disable' : 'enable',
            [appColumnHeader('Knowledge', knowledge.id)]: 'enable',
          })[h] ?? '',
      );
    sheet.addRow(fill('robin.hero@example.com', 'hero', '=cmd|calc'));
    sheet.addRow(fill('robin.mentor@example.com', 'mentor', 'Care'));
    const body = multipart('filled.xlsx', Buffer.from(await filled.xlsx.writeBuffer()));
    const preview = await t.as(token(guardianA), {
      method: 'POST',
      url: `/api/tenant/v1/${a.id}/users/upload`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(preview.json<UploadJob>()).toMatchObject({ totalRows: 2, validRows: 2 });
    const commit = (jobId: string) =>
      t.as(token(guardianA), {
        method: 'POST',
        url: `/api/tenant/v1/${a.id}/users/upload/${jobId}/commit`,
        headers: { 'idempotency-key': randomUUID() },
      });
    expect((await commit(preview.json<UploadJob>().jobId)).json<UploadJob>().result).toMatchObject({ created: 2 });

    const existingBytes = await workbookBytes(guardianA, 'Existing_users_template');
    const existing = readWorkbook(existingBytes);
    expect(existing.validations('Users')).toHaveLength(4);
    const rows = existing.rows('Users');
    expect(rows[0]).toEqual(headers);
    const emailAt = headers.indexOf('User Email');
    const byEmail = new Map(rows.slice(1).map((r) => [r[emailAt], r]));
    expect([...byEmail.keys()]).not.toContain(commanderA.email);
    expect([...byEmail.keys()]).not.toContain(heroB.email);
    expect(byEmail.get('robin.hero@example.com')![headers.indexOf('L1 Supervisor Department')]).toBe("'=cmd|calc");
    // heroA has their own access row withdrawing Knowledge; Coaching is not for heroes.
    const hero = byEmail.get(heroA.email)!;
    expect(hero[headers.indexOf(appColumnHeader('Knowledge', knowledge.id))]).toBe('disable');
    expect(hero[headers.indexOf(appColumnHeader('Coaching', coaching.id))]).toBe('disable');
    expect(hero[headers.indexOf('Status')]).toBe('Active');

    // Only the two complete rows pass (the factory users have no L2/L3 supervisors); they come back unchanged.
    const back = multipart('Existing_users_template.xlsx', existingBytes);
    const again = (
      await t.as(token(guardianA), {
        method: 'POST',
        url: `/api/tenant/v1/${a.id}/users/upload`,
        payload: back.payload,
        headers: back.headers,
      })
    ).json<UploadJob>();
    expect(again.validRows).toBe(2);
    expect((await commit(again.jobId)).json<UploadJob>().result).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0 });
  });

  it('Groups and User Group Data: the groups the caller administers, and their users', async () => {
    const groups = (await workbook(guardianA, 'Groups')).rows('Groups');
    expect(groups[0]!.slice(0, 6)).toEqual(['COMPANY', 'CLIENT', 'COUNTRY', 'SITE', 'LOB', 'CHANNEL']);
    expect(groups.slice(1).map((r) => r[1])).toEqual(['Acme']);
    const commanderGroups = (await workbook(commanderA, 'Groups')).rows('Groups');
    expect(
      commanderGroups
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['Acme', 'Globex']);
    expect(commanderGroups[1]![8]).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/);

    const data = (await workbook(guardianA, 'User Group Data')).rows('User Group Data');
    const emails = data.slice(1).map((r) => r[0]);
    expect(emails).toEqual(expect.arrayContaining([guardianA.email, heroA.email, commanderA.email]));
    expect(emails).not.toContain(heroB.email);
    const hero = data.find((r) => r[0] === heroA.email)!;
    expect(hero.slice(2, 4)).toEqual(['hero', 'Active']);
    expect(hero[12]).toBe('Sam Supervisor');
    const all = (await workbook(commanderA, 'User Group Data')).rows('User Group Data');
    expect(all.map((r) => r[0])).toContain(heroB.email);
  });

  it('Tenants_template and Applications are for commanders and above', async () => {
    const template = (await workbook(commanderA, 'Tenants_template')).rows('Groups');
    expect(template).toEqual([['COMPANY', 'CLIENT', 'COUNTRY', 'SITE', 'LOB', 'CHANNEL']]);
    expect((await download(guardianA, exportPath('Tenants_template'))).statusCode).toBe(403);
    expect((await download(guardianA, exportPath('Applications'))).statusCode).toBe(403);
    const apps = await workbook(commanderA, 'Applications');
    expect(
      apps
        .rows(0)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(expect.arrayContaining(['Knowledge', 'Coaching']));
  });

  it('answers 403 to heroes, 404 to unknown names', async () => {
    for (const name of ['New_users_template', 'Existing_users_template', 'Groups', 'User Group Data'] as const) {
      expect((await download(heroA, exportPath(name))).statusCode, name).toBe(403);
    }
    expect((await download(guardianA, '/api/tenant/v1/exports/Salaries.xlsx')).statusCode).toBe(404);
    expect((await download(guardianA, '/api/tenant/v1/exports/Groups.csv')).statusCode).toBe(404);
  });
});
