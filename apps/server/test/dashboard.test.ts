import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutItemBody, UserAppsReply } from '@switchboard/contracts';
import type { BusEvent } from '../src/platform/events/event-bus.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication, type ApplicationRow } from './support/application-factories.js';

describe('dashboard layouts and widget access', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let heroA: UserRow, mentorA: UserRow, heroB: UserRow, heroAB: UserRow;
  let announcement: ApplicationRow,
    kbot: ApplicationRow,
    roleplay: ApplicationRow,
    knowledge: ApplicationRow,
    supervisorsOnly: ApplicationRow;
  const tokens = new Map<string, string>();
  const as = (u: UserRow, options: Parameters<TestApp['as']>[1]) => t.as(tokens.get(u.id)!, options);
  const get = (u: UserRow, url: string) => as(u, { method: 'GET', url });
  const userApps = (u: UserRow, tenant: string) => get(u, `/api/tenant/v1/${tenant}/feature/home/widget/userApps`);
  const save = (u: UserRow, tenant: string, layout: LayoutItemBody[], extra: Record<string, unknown> = {}) =>
    as(u, { method: 'POST', url: `/api/tenant/v1/${tenant}/feature/home/widget/save`, payload: { layout, ...extra } });
  const item = (app: ApplicationRow, x: number, y: number, w: number, h: number): LayoutItemBody => ({
    i: app.id,
    x,
    y,
    w,
    h,
    minW: app.minW,
    minH: app.minH,
  });

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentorA = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    heroAB = await makeUser(t.db, { role: 'hero', tenants: [a.id, b.id] });
    announcement = await makeApplication(t.db, {
      name: 'Announcement',
      applicationId: 'announcement',
      widgetKind: 'builtin',
      builtinWidget: 'announcements',
      embedUrl: null,
      defaultSize: 'summarize',
      minH: 7,
      defaultOnDashboard: true,
    });
    kbot = await makeApplication(t.db, {
      name: 'KBot',
      applicationId: 'kbot',
      widgetKind: 'builtin',
      builtinWidget: 'kbot',
      embedUrl: null,
      defaultSize: 'compact',
      defaultOnDashboard: true,
    });
    roleplay = await makeApplication(t.db, {
      name: 'Roleplay',
      applicationId: 'roleplay',
      widgetKind: 'builtin',
      builtinWidget: 'roleplay',
      embedUrl: null,
      defaultOnDashboard: true,
    });
    knowledge = await makeApplication(t.db, { name: 'Knowledge', applicationId: 'knowledge', minH: 7 });
    supervisorsOnly = await makeApplication(t.db, {
      name: 'Insights',
      applicationId: 'insights',
      roles: ['mentor', 'guardian', 'commander', 'architect'],
    });
    for (const tenant of [a, b]) {
      for (const app of [announcement, kbot, roleplay, knowledge, supervisorsOnly]) await enableApplication(t.db, tenant.id, app.id);
    }
    for (const u of [heroA, mentorA, heroB, heroAB]) tokens.set(u.id, await t.signIn(u.email));
  });
  afterAll(() => t.close());

  describe('GET …/feature/home/widget/userApps', () => {
    it('gives a new user the default layout of the applications marked for new dashboards', async () => {
      const response = await userApps(heroA, a.id);
      expect(response.statusCode).toBe(200);
      const body = response.json<UserAppsReply>();
      expect(body).toMatchObject({ tenantId: a.id, featureId: 'home', saved: false, updatedAt: null });
      expect(body.layout).toEqual([
        { i: announcement.id, x: 0, y: 0, w: 2, h: 10.5, minW: 1, minH: 7 },
        { i: kbot.id, x: 2, y: 0, w: 1, h: 3.5, minW: 1, minH: 3.5 },
        { i: roleplay.id, x: 2, y: 3.5, w: 1, h: 7, minW: 1, minH: 3.5 },
      ]);
      expect(body.applications.map((app) => [app.name, app.selected])).toEqual([
        ['Announcement', true],
        ['KBot', true],
        ['Knowledge', false],
        ['Roleplay', true],
      ]);
      // The store agrees: before the first save, the default layout's applications are the selected ones.
      const store = await get(heroA, '/api/tenant/v1/app-widgets/getAllapp');
      const selected = store.json().data.appWidgets.filter((app: { selected: boolean }) => app.selected);
      expect(selected.map((app: { name: string }) => app.name)).toEqual(['Announcement', 'KBot', 'Roleplay']);
    });

    it('answers 404 for another tenant and for an unknown feature, 401 without a session', async () => {
      expect((await userApps(heroA, b.id)).statusCode).toBe(404);
      expect((await get(heroA, `/api/tenant/v1/${a.id}/feature/nope/widget/userApps`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/tenant/v1/${a.id}/feature/home/widget/userApps` })).statusCode).toBe(401);
    });
  });

  describe('POST …/feature/home/widget/save', () => {
    it('saves the layout and restores it in a new session (next login, another browser)', async () => {
      const layout = [item(knowledge, 0, 0, 3, 7), item(announcement, 0, 7, 2, 14)];
      const events: BusEvent[] = [];
      const unsubscribe = t.bus.subscribe((event) => events.push(event));
      const response = await save(heroA, a.id, layout);
      unsubscribe();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ saved: true, layout });
      expect(events).toEqual([
        {
          type: 'dashboard.layout.saved',
          tenantId: a.id,
          userId: heroA.id,
          payload: { featureId: 'home', updatedAt: response.json().updatedAt },
        },
      ]);

      const otherBrowser = await t.signIn(heroA.email);
      const restored = await t.as(otherBrowser, { method: 'GET', url: `/api/tenant/v1/${a.id}/feature/home/widget/userApps` });
      expect(restored.json()).toMatchObject({ saved: true, layout, updatedAt: response.json().updatedAt });
      expect(
        restored
          .json()
          .applications.filter((app: { selected: boolean }) => app.selected)
          .map((app: { name: string }) => app.name),
      ).toEqual(['Announcement', 'Knowledge']);
      // Other users, and the same user in another tenant, keep their own.
      expect((await userApps(mentorA, a.id)).json().saved).toBe(false);
      expect((await userApps(heroAB, b.id)).json().saved).toBe(false);
    });

    it('keeps one layout per user and tenant', async () => {
      expect((await save(heroAB, a.id, [item(roleplay, 0, 0, 1, 7)])).statusCode).toBe(200);
      expect((await save(heroAB, b.id, [item(kbot, 2, 0, 1, 3.5)])).statusCode).toBe(200);
      expect((await userApps(heroAB, a.id)).json().layout).toEqual([item(roleplay, 0, 0, 1, 7)]);
      expect((await userApps(heroAB, b.id)).json().layout).toEqual([item(kbot, 2, 0, 1, 3.5)]);
    });

    it('refuses invalid layouts with a clear 400 naming the problem, and keeps the saved one', async () => {
      const before = (await userApps(heroA, a.id)).json();
      const cases: [LayoutItemBody[], string][] = [
        [
          [item(knowledge, 0, 0, 2, 7), item(roleplay, 1, 3.5, 1, 7)],
          `The layout cannot be saved: Cards ${knowledge.id} and ${roleplay.id} overlap.`,
        ],
        [[item(knowledge, 2, 0, 2, 7)], `The layout cannot be saved: Card ${knowledge.id} leaves the 3-column grid (column 2, width 2).`],
        [
          [item(knowledge, 0, 9995, 1, 7)],
          `The layout cannot be saved: Card ${knowledge.id} leaves the grid's rows (row 9995, height 7, at most 10000 rows).`,
        ],
        [[item(knowledge, 0, 0, 1, 3.5)], `The layout cannot be saved: Card ${knowledge.id} is 1×3.5, smaller than its minimum 1×7.`],
        // A body that lowers the minimum does not lower it: the catalogue's applies.
        [
          [{ ...item(knowledge, 0, 0, 1, 3.5), minH: 0.5 }],
          `The layout cannot be saved: Card ${knowledge.id} is 1×3.5, smaller than its minimum 1×7.`,
        ],
        [[item(knowledge, 0, 0.25, 1, 7)], `The layout cannot be saved: Card ${knowledge.id} must start and end on a half row.`],
        [
          [item(supervisorsOnly, 0, 0, 1, 7)],
          `The layout cannot be saved: application ${supervisorsOnly.id} is not available to you in this group.`,
        ],
        [
          [item(knowledge, 0, 0, 1, 7), item(knowledge, 1, 0, 1, 7)],
          `The layout cannot be saved: Card ${knowledge.id} appears more than once.`,
        ],
        [
          [item(knowledge, 0, 0, 2, 7), item(roleplay, 1, 0, 1, 7), item(kbot, 3, 0, 1, 3.5)],
          `The layout cannot be saved: Cards ${knowledge.id} and ${roleplay.id} overlap. (and 1 more problem)`,
        ],
      ];
      for (const [layout, message] of cases) {
        const response = await save(heroA, a.id, layout);
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad_request', message });
      }
      const overlap = await save(heroA, a.id, cases[0]![0]);
      expect(overlap.json().details.problems).toEqual([
        { code: 'overlap', ids: [knowledge.id, roleplay.id], message: `Cards ${knowledge.id} and ${roleplay.id} overlap.` },
      ]);
      expect((await save(heroA, a.id, [{ ...item(knowledge, 0, 0, 1, 7), x: 'left' } as unknown as LayoutItemBody])).statusCode).toBe(400);
      expect((await userApps(heroA, a.id)).json()).toEqual(before);
    });

    it('refuses to overwrite a layout saved meanwhile in another browser (409) when told what it expects', async () => {
      const current = (await userApps(mentorA, a.id)).json<UserAppsReply>();
      expect(current.saved).toBe(false);
      const first = await save(mentorA, a.id, [item(roleplay, 0, 0, 1, 7)], { expectedUpdatedAt: null });
      expect(first.statusCode).toBe(200);
      const stale = await save(mentorA, a.id, [item(kbot, 0, 0, 1, 3.5)], { expectedUpdatedAt: null });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('Your dashboard was changed in another window. Reload it to see the latest arrangement.');
      const fresh = await save(mentorA, a.id, [item(kbot, 0, 0, 1, 3.5)], { expectedUpdatedAt: first.json().updatedAt });
      expect(fresh.statusCode).toBe(200);
      expect((await userApps(mentorA, a.id)).json().layout).toEqual([item(kbot, 0, 0, 1, 3.5)]);
    });

    it('drops applications the user lost access to from the restored layout', async () => {
      expect((await save(heroB, b.id, [item(knowledge, 0, 0, 1, 7), item(roleplay, 1, 0, 1, 7)])).statusCode).toBe(200);
      await enableApplication(t.db, b.id, knowledge.id, { enabled: false });
      const restored = (await userApps(heroB, b.id)).json<UserAppsReply>();
      expect(restored.layout).toEqual([item(roleplay, 1, 0, 1, 7)]);
      expect(restored.applications.map((app) => app.name)).not.toContain('Knowledge');
      await enableApplication(t.db, b.id, knowledge.id);
    });

    it('answers 404 for another tenant or an unknown feature, 401 without a session', async () => {
      expect((await save(heroA, b.id, [])).statusCode).toBe(404);
      expect(
        (await as(heroA, { method: 'POST', url: `/api/tenant/v1/${a.id}/feature/nope/widget/save`, payload: { layout: [] } })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/tenant/v1/${a.id}/feature/home/widget/save`, payload: { layout: [] } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('access checks', () => {
    it('hasWidgetAccess answers by application id or key', async () => {
      const url = (widget: string, feature = 'home') =>
        `/api/tenant/v1/feature/tenant/${a.id}/hasWidgetAccess?feature=${feature}&widget=${widget}`;
      expect((await get(heroA, url(announcement.id))).json()).toEqual({ feature: 'home', widget: announcement.id, hasAccess: true });
      expect((await get(heroA, url('kbot'))).json().hasAccess).toBe(true);
      expect((await get(heroA, url('insights'))).json().hasAccess).toBe(false);
      expect((await get(mentorA, url('insights'))).json().hasAccess).toBe(true);
      expect((await get(heroA, url('kbot', 'elsewhere'))).json().hasAccess).toBe(false);
      expect((await get(heroA, url('no-such-app'))).json().hasAccess).toBe(false);
      expect((await get(heroA, `/api/tenant/v1/feature/tenant/${a.id}/hasWidgetAccess?feature=home`)).statusCode).toBe(400);
      expect((await get(heroB, url(announcement.id))).statusCode).toBe(404);
    });

    it('…/widget/{widgetId}/user/active tells whether the widget is on the dashboard', async () => {
      const url = (tenant: string, widget: string) => `/api/tenant/v1/${tenant}/feature/home/widget/${widget}/user/active`;
      const on = await get(heroA, url(a.id, knowledge.id));
      expect(on.json()).toEqual({
        featureId: 'home',
        widgetId: knowledge.id,
        hasAccess: true,
        active: true,
        item: item(knowledge, 0, 0, 3, 7),
      });
      expect((await get(heroA, url(a.id, kbot.id))).json()).toMatchObject({ hasAccess: true, active: false, item: null });
      // Before the first save the default layout counts.
      expect((await get(heroAB, url(b.id, kbot.id))).json().active).toBe(true);
      expect((await get(heroA, url(a.id, '0'.repeat(24)))).statusCode).toBe(404);
      expect((await get(heroA, url(b.id, knowledge.id))).statusCode).toBe(404);
    });

    it('feature/tenant/access/{tenantId}/{feature} answers for the home dashboard and for application keys', async () => {
      const url = (tenant: string, feature: string) => `/api/tenant/v1/feature/tenant/access/${tenant}/${feature}`;
      expect((await get(heroA, url(a.id, 'home'))).json()).toEqual({
        tenantId: a.id,
        feature: 'home',
        hasAccess: true,
        applicationId: null,
      });
      expect((await get(heroA, url(a.id, 'kbot'))).json()).toEqual({
        tenantId: a.id,
        feature: 'kbot',
        hasAccess: true,
        applicationId: kbot.id,
      });
      expect((await get(heroA, url(a.id, 'insights'))).json().hasAccess).toBe(false);
      expect((await get(mentorA, url(a.id, 'insights'))).json().hasAccess).toBe(true);
      expect((await get(heroA, url(a.id, 'unknown'))).json()).toMatchObject({ hasAccess: false, applicationId: null });
      expect((await get(heroA, url(b.id, 'home'))).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: url(a.id, 'home') })).statusCode).toBe(401);
    });
  });
});
