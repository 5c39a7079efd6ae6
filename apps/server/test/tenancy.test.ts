import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/modules/audit/tables.js';
import { PASSWORD, makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';

/**
 * Tenant A and B of one organisation, C of another. Another tenant's objects answer 404,
 * never 403; a lower role answers 403.
 */
describe('tenancy: cross-tenant isolation and roles', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow, c: TenantRow;
  let guardianA: UserRow, heroA: UserRow, mentorA: UserRow, heroB: UserRow, commanderA: UserRow, architect: UserRow, guardianAB: UserRow;
  const tokens = new Map<string, string>();
  const token = (u: UserRow) => tokens.get(u.id)!;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeTenant(t.db, { org: 'Org One', client: 'Acme' });
    b = await makeTenant(t.db, { org: 'Org One', client: 'Globex' });
    c = await makeTenant(t.db, { org: 'Org Two', client: 'Initech' });
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id], supervisorNameL1: 'Sam Supervisor' });
    mentorA = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id] });
    architect = await makeUser(t.db, { role: 'architect', tenants: [a.id] });
    guardianAB = await makeUser(t.db, { role: 'guardian', tenants: [a.id, b.id] });
    await makeUser(t.db, { role: 'hero', tenants: [c.id] });
    for (const u of [guardianA, heroA, mentorA, heroB, commanderA, architect, guardianAB]) tokens.set(u.id, await t.signIn(u.email));
  });
  afterAll(() => t.close());

  const get = (u: UserRow, url: string) => t.as(token(u), { method: 'GET', url });

  describe('user list of a tenant', () => {
    it("lists only the tenant's own members", async () => {
      const response = await get(guardianA, `/api/tenant/v1/${a.id}/users?limit=100`);
      expect(response.statusCode).toBe(200);
      const ids = response.json().data.map((u: { userId: string }) => u.userId);
      expect(ids).toEqual(expect.arrayContaining([guardianA.id, heroA.id, mentorA.id]));
      expect(ids).not.toContain(heroB.id);
      expect(response.json().total).toBe(ids.length);
    });

    it("answers 404 for another tenant's list, user and status change", async () => {
      expect((await get(guardianA, `/api/tenant/v1/${b.id}/users`)).statusCode).toBe(404);
      expect((await get(guardianA, `/api/tenant/v1/${b.id}/users/${heroB.id}`)).statusCode).toBe(404);
      // Through the caller's own tenant path the foreign user is simply not there.
      expect((await get(guardianA, `/api/tenant/v1/${a.id}/users/${heroB.id}`)).statusCode).toBe(404);
      const patch = await t.as(token(guardianA), {
        method: 'PATCH',
        url: `/api/tenant/v1/${a.id}/users/${heroB.id}/status`,
        payload: { active: false },
      });
      expect(patch.statusCode).toBe(404);
      const foreignPatch = await t.as(token(guardianA), {
        method: 'PATCH',
        url: `/api/tenant/v1/${b.id}/users/${heroB.id}/status`,
        payload: { active: false },
      });
      expect(foreignPatch.statusCode).toBe(404);
      expect((await get(heroB, '/auth/me')).statusCode).toBe(200);
    });

    it('answers 404 (not 403) for a foreign tenant even to a lower role', async () => {
      expect((await get(heroA, `/api/tenant/v1/${b.id}/users`)).statusCode).toBe(404);
    });

    it('answers 403 to roles below guardian in their own tenant', async () => {
      for (const u of [heroA, mentorA]) {
        const response = await get(u, `/api/tenant/v1/${a.id}/users`);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('forbidden');
      }
    });

    it('lets a member of two tenants act in either', async () => {
      const inB = await get(guardianAB, `/api/tenant/v1/${b.id}/users`);
      expect(inB.statusCode).toBe(200);
      expect(inB.json().data.map((u: { userId: string }) => u.userId)).toContain(heroB.id);
    });

    it('lets a commander act in any tenant of their organisation, not in another one', async () => {
      expect((await get(commanderA, `/api/tenant/v1/${b.id}/users`)).statusCode).toBe(200);
      expect((await get(commanderA, `/api/tenant/v1/${c.id}/users`)).statusCode).toBe(404);
    });

    it('lets an architect act in every tenant', async () => {
      expect((await get(architect, `/api/tenant/v1/${c.id}/users`)).statusCode).toBe(200);
    });

    it('filters by role, status and supervisor', async () => {
      const heroes = await get(guardianA, `/api/tenant/v1/${a.id}/users?roles=hero`);
      expect(heroes.json().data.map((u: { userId: string }) => u.userId)).toEqual([heroA.id]);
      // Job titles read as their role: Trainee and Advisor are heroes.
      const trainees = await get(guardianA, `/api/tenant/v1/${a.id}/users?roles=Trainee,advisor`);
      expect(trainees.json().data.map((u: { userId: string }) => u.userId)).toEqual([heroA.id]);
      const supervised = await get(guardianA, `/api/tenant/v1/${a.id}/users?l1Names=Sam%20Supervisor`);
      expect(supervised.json().data).toHaveLength(1);
      const inactive = await get(guardianA, `/api/tenant/v1/${a.id}/users?status=inactive`);
      expect(inactive.json().data).toHaveLength(0);
    });

    it('rejects an invalid tenant id or filter with 400 or 404, never 500', async () => {
      expect((await get(guardianA, `/api/tenant/v1/not-an-id/users`)).statusCode).toBe(404);
      expect((await get(guardianA, `/api/tenant/v1/${a.id}/users?roles=emperor`)).statusCode).toBe(400);
      expect((await get(guardianA, `/api/tenant/v1/${a.id}/users?page=0`)).statusCode).toBe(400);
    });
  });

  describe('status changes', () => {
    it('refuses a change to a higher role with 403 and to oneself with 400', async () => {
      const up = await t.as(token(guardianA), {
        method: 'PATCH',
        url: `/api/tenant/v1/${a.id}/users/${commanderA.id}/status`,
        payload: { active: false },
      });
      expect(up.statusCode).toBe(403);
      const self = await t.as(token(guardianA), {
        method: 'PATCH',
        url: `/api/tenant/v1/${a.id}/users/${guardianA.id}/status`,
        payload: { active: false },
      });
      expect(self.statusCode).toBe(400);
    });

    it('deactivation ends the user’s sessions at once; activation lets them sign in again', async () => {
      const target = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
      const sessions = [await t.signIn(target.email), await t.signIn(target.email)];
      for (const s of sessions) expect((await t.as(s, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
      const status = (active: boolean) =>
        t.as(token(guardianA), { method: 'PATCH', url: `/api/tenant/v1/${a.id}/users/${target.id}/status`, payload: { active } });

      const off = await status(false);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ userId: target.id, active: false });
      for (const s of sessions) expect((await t.as(s, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
      // Inactive in their only group: no new session either.
      const refused = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: target.email, password: PASSWORD } });
      expect(refused.statusCode).toBe(403);
      const listed = await get(guardianA, `/api/tenant/v1/${a.id}/users?status=inactive&limit=100`);
      expect(listed.json().data.map((u: { userId: string }) => u.userId)).toContain(target.id);
      // Repeating a change writes nothing more (one audit entry each way).
      expect((await status(false)).json()).toMatchObject({ active: false });

      const on = await status(true);
      expect(on.json()).toMatchObject({ active: true });
      expect((await t.as(await t.signIn(target.email), { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
      const audit = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
        tx
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.tenantId, a.id), eq(auditLog.targetId, target.id))),
      );
      expect(audit.map((r) => r.action).sort()).toEqual(['user.activate', 'user.deactivate']);
    });

    it('refuses heroes with 403', async () => {
      const response = await t.as(token(heroA), {
        method: 'PATCH',
        url: `/api/tenant/v1/${a.id}/users/${mentorA.id}/status`,
        payload: { active: false },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('tenant list', () => {
    const ids = async (u: UserRow) =>
      (await get(u, '/api/tenant/v1/tenants?limit=100')).json().data.map((x: { tenantId: string }) => x.tenantId);

    it('shows a guardian only their own tenants', async () => {
      expect(await ids(guardianA)).toEqual([a.id]);
    });

    it("shows a commander their organisation's tenants only", async () => {
      expect((await ids(commanderA)).sort()).toEqual([a.id, b.id].sort());
    });

    it('shows an architect every tenant', async () => {
      expect(await ids(architect)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    });

    it('filters by client', async () => {
      expect(
        await (await get(architect, '/api/tenant/v1/tenants?client=Globex')).json().data.map((x: { tenantId: string }) => x.tenantId),
      ).toEqual([b.id]);
    });

    it('refuses heroes and mentors with 403', async () => {
      expect((await get(heroA, '/api/tenant/v1/tenants')).statusCode).toBe(403);
      expect((await get(mentorA, '/api/tenant/v1/tenants')).statusCode).toBe(403);
    });
  });
});
