import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { Application, ApplicationInput } from '@switchboard/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { tenantApplications } from '../src/modules/applications/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication, setUserAccess, type ApplicationRow } from './support/application-factories.js';

const input = (overrides: Partial<ApplicationInput> = {}): ApplicationInput => ({
  name: 'Quality Coach',
  applicationId: 'quality-coach',
  appName: 'Coach',
  category: { name: 'Quality', description: 'Feedback on conversations.' },
  isAdminLicense: false,
  isGuardianEnabled: true,
  roles: ['hero', 'mentor'],
  minW: 1,
  minH: 3.5,
  defaultSize: 'knowledge',
  widgetKind: 'embed',
  builtinWidget: null,
  embedUrl: 'https://coach.example.test/widget',
  icon: 'clarity',
  accent: '#4263EB',
  defaultOnDashboard: false,
  about: { tagline: 'Coaching.', description: 'Coaches advisors.', audience: 'Advisors.', highlights: ['Live tips'] },
  ...overrides,
});

describe('application catalogue, tenant enablement and access', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow, c: TenantRow;
  let heroA: UserRow, mentorA: UserRow, guardianA: UserRow, commanderA: UserRow, architect: UserRow, heroB: UserRow;
  let alpha: ApplicationRow, beta: ApplicationRow, unavailable: ApplicationRow, notEnabled: ApplicationRow, withdrawn: ApplicationRow;
  const tokens = new Map<string, string>();
  const as = (u: UserRow, options: Parameters<TestApp['as']>[1]) => t.as(tokens.get(u.id)!, options);
  const get = (u: UserRow, url: string) => as(u, { method: 'GET', url });
  const names = (apps: Application[]) => apps.map((app) => app.name);

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { org: 'Org One' });
    b = await makeTenant(t.db, { org: 'Org One' });
    c = await makeTenant(t.db, { org: 'Org Two' });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentorA = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id] });
    architect = await makeUser(t.db, { role: 'architect', tenants: [a.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    alpha = await makeApplication(t.db, { name: 'Alpha', categoryName: 'Knowledge' });
    beta = await makeApplication(t.db, { name: 'Beta', roles: ['mentor', 'guardian', 'commander', 'architect'] });
    // Alphabetically first, but an admin licence without guardian enablement sorts last.
    unavailable = await makeApplication(t.db, { name: 'Aardvark', isAdminLicense: true, isGuardianEnabled: false });
    notEnabled = await makeApplication(t.db, { name: 'Delta' });
    withdrawn = await makeApplication(t.db, { name: 'Epsilon' });
    for (const app of [alpha, beta, unavailable, withdrawn]) await enableApplication(t.db, a.id, app.id);
    await enableApplication(t.db, b.id, alpha.id);
    await setUserAccess(t.db, a.id, heroA.id, withdrawn.id, false);
    for (const u of [heroA, mentorA, guardianA, commanderA, architect, heroB]) tokens.set(u.id, await t.signIn(u.email));
  });
  afterAll(() => t.close());

  describe('GET /api/tenant/v1/app-widgets/getAllapp', () => {
    it('lists the whole catalogue in data.appWidgets, unavailable applications last, with the caller’s status', async () => {
      const response = await get(heroA, '/api/tenant/v1/app-widgets/getAllapp');
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { appWidgets: Application[]; total: number; page: number; limit: number } }>();
      expect({ page: data.page, limit: data.limit, total: data.total }).toEqual({ page: 1, limit: 30, total: 5 });
      expect(names(data.appWidgets)).toEqual(['Alpha', 'Beta', 'Delta', 'Epsilon', 'Aardvark']);
      const byName = new Map(data.appWidgets.map((app) => [app.name, app]));
      expect(byName.get('Alpha')).toMatchObject({ _id: alpha.id, id: alpha.id, enabled: true, available: true, hasAccess: true });
      expect(byName.get('Beta')).toMatchObject({
        enabled: true,
        hasAccess: false,
        roles: ['mentor', 'guardian', 'commander', 'architect'],
      });
      expect(byName.get('Aardvark')).toMatchObject({ available: false, isAdminLicense: true, isGuardianEnabled: false, hasAccess: false });
      expect(byName.get('Delta')).toMatchObject({ enabled: false, hasAccess: false });
      expect(byName.get('Epsilon')).toMatchObject({ enabled: true, hasAccess: false });
      expect(byName.get('Alpha')?.about.tagline).toMatch(/^Tagline/);
    });

    it('searches, filters by category and pages', async () => {
      const search = await get(heroA, '/api/tenant/v1/app-widgets/getAllapp?search=eps');
      expect(names(search.json().data.appWidgets)).toEqual(['Epsilon']);
      const category = await get(heroA, '/api/tenant/v1/app-widgets/getAllapp?category=Knowledge');
      expect(names(category.json().data.appWidgets)).toEqual(['Alpha']);
      expect(category.json().data.categories).toEqual([
        { name: 'Knowledge', description: 'Tools that help.', count: 1 },
        { name: 'Productivity', description: 'Tools that help.', count: 4 },
      ]);
      const page2 = await get(heroA, '/api/tenant/v1/app-widgets/getAllapp?page=2&limit=2');
      expect(names(page2.json().data.appWidgets)).toEqual(['Delta', 'Epsilon']);
      expect((await get(heroA, '/api/tenant/v1/app-widgets/getAllapp?page=0')).statusCode).toBe(400);
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/tenant/v1/app-widgets/getAllapp' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/tenant/v1/app-widgets/myapps/{tenantId}', () => {
    it('holds only the applications the caller may use: enabled, available, on their role list, not withdrawn', async () => {
      const hero = await get(heroA, `/api/tenant/v1/app-widgets/myapps/${a.id}`);
      expect(hero.statusCode).toBe(200);
      expect(names(hero.json().applications)).toEqual(['Alpha']);
      const mentor = await get(mentorA, `/api/tenant/v1/app-widgets/myapps/${a.id}`);
      expect(names(mentor.json().applications)).toEqual(['Alpha', 'Beta', 'Epsilon']);
    });

    it('answers 404 for another tenant, and lets a commander look into every tenant of their organisation', async () => {
      expect((await get(heroA, `/api/tenant/v1/app-widgets/myapps/${b.id}`)).statusCode).toBe(404);
      expect((await get(heroB, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).statusCode).toBe(404);
      const inB = await get(commanderA, `/api/tenant/v1/app-widgets/myapps/${b.id}`);
      expect(inB.statusCode).toBe(200);
      expect(names(inB.json().applications)).toEqual(['Alpha']);
      expect((await get(commanderA, `/api/tenant/v1/app-widgets/myapps/${c.id}`)).statusCode).toBe(404);
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/tenant/v1/app-widgets/myapps/${a.id}` })).statusCode).toBe(401);
    });
  });

  describe('GET /v1/tenant/app/{id}', () => {
    it('answers one application with its about page, or 404', async () => {
      const response = await get(heroA, `/v1/tenant/app/${alpha.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Alpha', hasAccess: true, about: { audience: 'Who it is for.' } });
      expect((await get(heroA, `/v1/tenant/app/${'0'.repeat(24)}`)).statusCode).toBe(404);
      expect((await get(heroA, '/v1/tenant/app/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('tenant enablement and role lists (commander within their org)', () => {
    it('lists every catalogue application with the tenant’s settings', async () => {
      const response = await get(commanderA, `/api/tenant/v1/${a.id}/applications`);
      expect(response.statusCode).toBe(200);
      const rows = response.json().data as { name: string; enabled: boolean; available: boolean }[];
      expect(rows.map((r) => [r.name, r.enabled])).toEqual([
        ['Alpha', true],
        ['Beta', true],
        ['Delta', false],
        ['Epsilon', true],
        ['Aardvark', true],
      ]);
    });

    it('answers 403 below commander and 404 outside the commander’s organisation', async () => {
      expect((await get(guardianA, `/api/tenant/v1/${a.id}/applications`)).statusCode).toBe(403);
      expect((await get(heroA, `/api/tenant/v1/${a.id}/applications`)).statusCode).toBe(403);
      expect((await get(commanderA, `/api/tenant/v1/${c.id}/applications`)).statusCode).toBe(404);
      expect((await get(heroA, `/api/tenant/v1/${b.id}/applications`)).statusCode).toBe(404);
      const put = (u: UserRow, tenant: string) =>
        as(u, { method: 'PUT', url: `/api/tenant/v1/${tenant}/applications/${notEnabled.id}`, payload: { enabled: true, roles: null } });
      expect((await put(guardianA, a.id)).statusCode).toBe(403);
      expect((await put(commanderA, c.id)).statusCode).toBe(404);
      expect((await put(heroB, a.id)).statusCode).toBe(404);
    });

    it('enables an application for chosen roles, which changes who gets it, and audits the change', async () => {
      const response = await as(commanderA, {
        method: 'PUT',
        url: `/api/tenant/v1/${a.id}/applications/${notEnabled.id}`,
        payload: { enabled: true, roles: ['hero'] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ applicationId: notEnabled.id, enabled: true, roles: ['hero'] });
      expect(names((await get(heroA, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).json().applications)).toEqual(['Alpha', 'Delta']);
      expect(names((await get(mentorA, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).json().applications)).not.toContain('Delta');
      const audited = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.tenantId, a.id), eq(auditLog.targetId, notEnabled.id))),
      );
      expect(audited).toMatchObject([
        { action: 'application.tenant-settings', actorId: commanderA.id, after: { enabled: true, roles: ['hero'] } },
      ]);
    });

    it('refuses roles outside the catalogue’s list with a clear 400 and writes nothing', async () => {
      const response = await as(commanderA, {
        method: 'PUT',
        url: `/api/tenant/v1/${a.id}/applications/${beta.id}`,
        payload: { enabled: false, roles: ['hero', 'mentor'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Beta is not offered to hero: a group may only choose among mentor, guardian, commander, architect.',
      );
      const [row] = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
        tx
          .select()
          .from(tenantApplications)
          .where(and(eq(tenantApplications.tenantId, a.id), eq(tenantApplications.applicationId, beta.id))),
      );
      expect(row).toMatchObject({ enabled: true, roles: null });
    });

    it('lets a commander manage another tenant of their organisation without touching their own', async () => {
      const response = await as(commanderA, {
        method: 'PUT',
        url: `/api/tenant/v1/${b.id}/applications/${alpha.id}`,
        payload: { enabled: false, roles: null },
      });
      expect(response.statusCode).toBe(200);
      expect((await get(heroB, `/api/tenant/v1/app-widgets/myapps/${b.id}`)).json().applications).toEqual([]);
      expect(names((await get(heroA, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).json().applications)).toContain('Alpha');
      expect(
        (
          await as(commanderA, {
            method: 'PUT',
            url: `/api/tenant/v1/${b.id}/applications/${'0'.repeat(24)}`,
            payload: { enabled: true, roles: null },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('POST /v1/tenant/app/{id} changes the active group only, for commanders', async () => {
      const post = (u: UserRow, payload: Record<string, unknown>) =>
        as(u, { method: 'POST', url: `/v1/tenant/app/${withdrawn.id}`, payload });
      expect((await post(guardianA, { enabled: false, roles: null })).statusCode).toBe(403);
      expect((await post(heroA, { enabled: false, roles: null })).statusCode).toBe(403);
      expect((await post(commanderA, { enabled: 'yes' })).statusCode).toBe(400);
      const response = await post(commanderA, { enabled: false, roles: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: withdrawn.id, enabled: false, hasAccess: false });
      expect(names((await get(mentorA, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).json().applications)).not.toContain('Epsilon');
      // Tenant B never had it enabled, and still has no row for it.
      const inB = await t.db.run({ tenantId: b.id, userId: null }, (tx) =>
        tx.select().from(tenantApplications).where(eq(tenantApplications.applicationId, withdrawn.id)),
      );
      expect(inB).toEqual([]);
      await enableApplication(t.db, a.id, withdrawn.id);
    });
  });

  describe('catalogue management (architect)', () => {
    it('creates, changes and removes an application', async () => {
      const created = await as(architect, { method: 'POST', url: '/api/tenant/v1/app-widgets', payload: input() });
      expect(created.statusCode).toBe(201);
      const app = created.json<Application>();
      expect(app).toMatchObject({
        name: 'Quality Coach',
        applicationId: 'quality-coach',
        accent: '#4263eb',
        enabled: false,
        available: true,
      });
      await enableApplication(t.db, a.id, app._id);
      await enableApplication(t.db, b.id, app._id);

      const updated = await as(architect, {
        method: 'PUT',
        url: `/api/tenant/v1/app-widgets/${app._id}`,
        payload: input({ name: 'Quality Coach Pro', widgetKind: 'builtin', builtinWidget: 'kbot', embedUrl: null }),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        name: 'Quality Coach Pro',
        widgetKind: 'builtin',
        builtinWidget: 'kbot',
        embedUrl: null,
        enabled: true,
      });

      const removed = await as(architect, { method: 'DELETE', url: `/api/tenant/v1/app-widgets/${app._id}` });
      expect(removed.json()).toEqual({ deleted: true, id: app._id });
      expect((await get(architect, `/v1/tenant/app/${app._id}`)).statusCode).toBe(404);
      for (const tenantId of [a.id, b.id]) {
        const rows = await t.db.run({ tenantId, userId: null }, (tx) =>
          tx.select().from(tenantApplications).where(eq(tenantApplications.applicationId, app._id)),
        );
        expect(rows).toEqual([]);
      }
      expect((await as(architect, { method: 'DELETE', url: `/api/tenant/v1/app-widgets/${app._id}` })).statusCode).toBe(404);
    });

    it('refuses a second application with the same id (409) and bad entries (400) naming the field', async () => {
      expect(
        (await as(architect, { method: 'POST', url: '/api/tenant/v1/app-widgets', payload: input({ applicationId: 'dup-one' }) }))
          .statusCode,
      ).toBe(201);
      const dup = await as(architect, {
        method: 'POST',
        url: '/api/tenant/v1/app-widgets',
        payload: input({ applicationId: 'dup-one', name: 'Other' }),
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("An application with the id 'dup-one' already exists.");
      const bad = [
        input({ applicationId: 'refused-1', widgetKind: 'builtin', builtinWidget: null, embedUrl: null }),
        input({ applicationId: 'refused-2', embedUrl: 'http://intranet.example.test/app' }),
        input({ applicationId: 'refused-3', embedUrl: 'javascript:alert(1)' }),
        input({ applicationId: 'refused-4', minH: 0.3 }),
        input({ applicationId: 'Refused Key' }),
        input({ applicationId: 'refused-5', roles: [] }),
      ];
      for (const payload of bad) {
        const response = await as(architect, { method: 'POST', url: '/api/tenant/v1/app-widgets', payload });
        expect(response.statusCode, payload.applicationId).toBe(400);
        expect(response.json().error).toBe('validation_failed');
      }
      // A word no generated id holds: the fixtures' ids end in random hex, which may spell "bad".
      const list = await get(architect, '/api/tenant/v1/app-widgets/getAllapp?search=refused');
      expect(list.json().data.appWidgets).toEqual([]);
    });

    it('answers 403 to commanders and below', async () => {
      for (const u of [commanderA, guardianA, heroA]) {
        expect(
          (await as(u, { method: 'POST', url: '/api/tenant/v1/app-widgets', payload: input({ applicationId: 'nope' }) })).statusCode,
        ).toBe(403);
        expect((await as(u, { method: 'PUT', url: `/api/tenant/v1/app-widgets/${alpha.id}`, payload: input() })).statusCode).toBe(403);
        expect((await as(u, { method: 'DELETE', url: `/api/tenant/v1/app-widgets/${alpha.id}` })).statusCode).toBe(403);
      }
    });
  });

  describe("'Applications' xlsx export", () => {
    it('exports the catalogue with the active group’s settings, formula-looking text kept as text', async () => {
      await makeApplication(t.db, { name: '=HYPERLINK("http://evil.example","x")', categoryName: '+cmd' });
      const response = await get(commanderA, '/api/tenant/v1/exports/Applications.xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Applications.xlsx"; filename*=UTF-8''Applications.xlsx`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Applications')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('Name');
      const rows: string[][] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) rows.push([String(row.getCell(1).value), String(row.getCell(5).value), String(row.getCell(13).value)]);
      });
      expect(rows).toContainEqual(['Alpha', 'Knowledge', 'Yes']);
      expect(rows).toContainEqual(['Delta', 'Productivity', 'Yes']);
      expect(rows).toContainEqual(['\'=HYPERLINK("http://evil.example","x")', "'+cmd", 'No']);
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    });

    it('answers 403 below commander and 401 without a session', async () => {
      expect((await get(guardianA, '/api/tenant/v1/exports/Applications.xlsx')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/tenant/v1/exports/Applications.xlsx' })).statusCode).toBe(401);
    });
  });

  describe("a member's own access (guardian and above, never over a higher role)", () => {
    const url = (tenant: string, user: UserRow, app?: ApplicationRow) =>
      `/api/tenant/v1/${tenant}/users/${user.id}/applications${app ? `/${app.id}` : ''}`;
    const put = (u: UserRow, tenant: string, target: UserRow, app: ApplicationRow, access: boolean | null) =>
      as(u, { method: 'PUT', url: url(tenant, target, app), payload: { access } });

    it("lists each application with the member's own setting and what it means for them", async () => {
      const response = await get(guardianA, url(a.id, heroA));
      expect(response.statusCode).toBe(200);
      const rows = new Map((response.json().data as { name: string }[]).map((row) => [row.name, row]));
      expect(rows.get('Epsilon')).toMatchObject({ offered: true, access: false, hasAccess: false });
      expect(rows.get('Alpha')).toMatchObject({ offered: true, access: null, hasAccess: true });
      expect(rows.get('Beta')).toMatchObject({ offered: false, access: null, hasAccess: false });
    });

    it('resets, withdraws and grants, and a grant never widens what the role is offered', async () => {
      expect((await put(guardianA, a.id, heroA, withdrawn, null)).json()).toMatchObject({ access: null, hasAccess: true });
      expect(names((await get(heroA, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).json().applications)).toContain('Epsilon');
      expect((await put(guardianA, a.id, heroA, withdrawn, false)).json()).toMatchObject({ access: false, hasAccess: false });
      expect(names((await get(heroA, `/api/tenant/v1/app-widgets/myapps/${a.id}`)).json().applications)).not.toContain('Epsilon');
      expect((await put(guardianA, a.id, heroA, beta, true)).json()).toMatchObject({ access: true, offered: false, hasAccess: false });
      expect((await put(guardianA, a.id, heroA, beta, 'yes' as unknown as boolean)).statusCode).toBe(400);
      expect((await put(guardianA, a.id, heroA, { ...beta, id: '0'.repeat(24) }, true)).statusCode).toBe(404);
    });

    it('answers 404 outside the tenant or for a non-member, 403 below guardian or over a higher role', async () => {
      expect((await get(guardianA, url(b.id, heroB))).statusCode).toBe(404);
      expect((await get(guardianA, url(a.id, heroB))).statusCode).toBe(404);
      expect((await put(guardianA, a.id, heroB, alpha, false)).statusCode).toBe(404);
      expect((await get(mentorA, url(a.id, heroA))).statusCode).toBe(403);
      expect((await put(heroA, a.id, heroA, alpha, true)).statusCode).toBe(403);
      expect((await put(guardianA, a.id, commanderA, alpha, false)).statusCode).toBe(403);
      expect((await put(commanderA, a.id, guardianA, alpha, null)).statusCode).toBe(200);
    });
  });
});
