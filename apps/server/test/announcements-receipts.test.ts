import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { AnnouncementDetail, ReceiptListReply } from '@switchboard/contracts';
import { users } from '../src/modules/accounts/tables.js';
import { announcementWorld, type AnnouncementWorld, type Member } from './support/announcements.js';
import { makeTenant, makeUser, setUserActive } from './support/factories.js';

describe('announcement receipts for authors', () => {
  let w: AnnouncementWorld;
  let tenant: string;
  let author: Member;
  let readers: Member[];
  let item: AnnouncementDetail;

  beforeAll(async () => {
    w = await announcementWorld();
    tenant = (await makeTenant(w.t.db)).id;
    const sign = async (role: 'hero' | 'mentor' | 'guardian') => {
      const user = await makeUser(w.t.db, { role, tenants: [tenant] });
      return { user, token: await w.t.signIn(user.email) };
    };
    author = await sign('guardian');
    readers = [await sign('hero'), await sign('hero'), await sign('hero'), await sign('mentor')];
    item = await w.create(author, { status: 'published', requiresAcknowledgement: true, title: 'Quarterly compliance' }, tenant);
    await w.t.as(readers[0]!.token, { method: 'POST', url: `${w.base(tenant)}/announcements/${item._id}/acknowledge` });
    await w.t.as(readers[1]!.token, { method: 'POST', url: `${w.base(tenant)}/announcements/${item._id}/read` });
  });
  afterAll(() => w.close());

  const receipts = async (query = '', id = item._id) => {
    const response = await w.t.as(author.token, { method: 'GET', url: `${w.base(tenant)}/announcements/${id}/receipts${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReceiptListReply>();
  };

  it('lists who has read, acknowledged or not yet, with percentages of the audience', async () => {
    const reply = await receipts('?limit=100');
    // Audience: the author (read and acknowledged on publishing) and four readers, all active members.
    expect(reply.summary).toMatchObject({
      audienceSize: 5,
      readCount: 3,
      acknowledgedCount: 2,
      unreadCount: 2,
      readPercent: 60,
      acknowledgedPercent: 40,
      requiresAcknowledgement: true,
      round: 1,
    });
    const byUser = new Map(reply.data.map((r) => [r.userId, r]));
    expect(byUser.get(readers[0]!.user.id)?.state).toBe('acknowledged');
    expect(byUser.get(readers[0]!.user.id)?.acknowledgementAt).not.toBeNull();
    expect(byUser.get(readers[1]!.user.id)).toMatchObject({ state: 'read', acknowledgementAt: null });
    expect(byUser.get(readers[2]!.user.id)).toMatchObject({ state: 'unread', readAt: null });
    expect(byUser.get(author.user.id)?.state).toBe('acknowledged');
  });

  it('filters by state and pages', async () => {
    const notYet = await receipts('?state=unread');
    expect(notYet.data.map((r) => r.userId).sort()).toEqual([readers[2]!.user.id, readers[3]!.user.id].sort());
    expect(notYet.total).toBe(2);
    expect(notYet.summary.audienceSize).toBe(5);
    const page = await receipts('?limit=2&page=3');
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(5);
  });

  it('counts only the roles the announcement is meant for, and only active members', async () => {
    const forHeroes = await w.create(author, { status: 'published', audience: { roles: ['hero'], groups: null } }, tenant);
    const reply = await receipts('', forHeroes._id);
    expect(reply.summary.audienceSize).toBe(3);
    await setUserActive(w.t.db, readers[2]!.user.id, false);
    expect((await receipts('', forHeroes._id)).summary.audienceSize).toBe(2);
    await setUserActive(w.t.db, readers[2]!.user.id, true);
  });

  it('exports the receipts to xlsx with formula-like text escaped', async () => {
    const tricky = await makeUser(w.t.db, { role: 'hero', tenants: [tenant] });
    await w.t.db.run({ tenantId: null, userId: null }, (tx) =>
      tx.update(users).set({ firstName: '=HYPERLINK("http://evil.example","x")', lastName: '' }).where(eq(users.id, tricky.id)),
    );
    const titled = await w.create(author, { status: 'published', title: '+cmd|calc!A1' }, tenant);
    const response = await w.t.as(author.token, {
      method: 'GET',
      url: `${w.base(tenant)}/announcements/${titled._id}/receipts.xlsx`,
      headers: { 'x-timezone-offset': '+02:00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Receipts - cmdcalcA1\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Receipts')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Role', 'Status', 'Read at', 'Acknowledged at']);
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    expect(names).toContain('\'=HYPERLINK("http://evil.example","x")');
    for (let n = 2; n <= sheet.rowCount; n++) {
      for (let c = 1; c <= 6; c++) {
        const value = sheet.getRow(n).getCell(c).value;
        expect(typeof value === 'object' && value !== null && 'formula' in value).toBe(false);
      }
    }
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getRow(1).getCell(2).value).toBe("'+cmd|calc!A1");
    // The author's read time is written in the reader's local time (+02:00).
    const authorRow = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(2).value === author.user.email)!;
    const readAt = authorRow.getCell(5).value as Date;
    const list = await receipts('?limit=100', titled._id);
    const utc = new Date(list.data.find((r) => r.userId === author.user.id)!.readAt!);
    expect(readAt.getTime() - utc.getTime()).toBe(2 * 3_600_000);
  });

  it('answers 404 for receipts of another tenant and 403 for readers', async () => {
    const outsider = await w.t.as(w.outsider.token, { method: 'GET', url: `${w.base(tenant)}/announcements/${item._id}/receipts` });
    expect(outsider.statusCode).toBe(404);
    const hero = await w.t.as(readers[0]!.token, { method: 'GET', url: `${w.base(tenant)}/announcements/${item._id}/receipts` });
    expect(hero.statusCode).toBe(403);
    const heroExport = await w.t.as(readers[0]!.token, { method: 'GET', url: `${w.base(tenant)}/announcements/${item._id}/receipts.xlsx` });
    expect(heroExport.statusCode).toBe(403);
  });
});
