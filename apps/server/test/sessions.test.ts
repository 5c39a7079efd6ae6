import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, type SQL } from 'drizzle-orm';
import { CSRF_HEADER, SESSION_COOKIE } from '@switchboard/contracts';
import { SESSION_CACHE_MS, SessionStore } from '../src/modules/accounts/session-store.js';
import { hashToken } from '../src/platform/auth/tokens.js';
import type { Database, RlsContext } from '../src/platform/db/database.js';
import { sessions } from '../src/modules/accounts/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, PASSWORD, setUserActive } from './support/factories.js';

const IDLE_MINUTES = 30;
const ABSOLUTE_HOURS = 12;

describe('sessions and tokens', () => {
  let t: TestApp;
  let clock = Date.now();
  let tenantId: string;

  beforeAll(async () => {
    t = await startTestApp({
      env: { SESSION_IDLE_MINUTES: String(IDLE_MINUTES), SESSION_ABSOLUTE_HOURS: String(ABSOLUTE_HOURS) },
      now: () => new Date(clock),
      loginLimits: { perIp: { max: 1000, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } },
    });
    tenantId = (await makeTenant(t.db)).id;
  });
  afterAll(() => t.close());

  const me = (token: string) => t.as(token, { method: 'GET', url: '/auth/me' });

  it('signs in with the password and answers /auth/me with the user', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ixAuthToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['x-auth-token']).toBe(body.ixAuthToken);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.ixAuthToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(body.user).toMatchObject({ email: user.email, role: 'hero', roleId: 6, lastTenantId: tenantId });
    expect((await me(body.ixAuthToken)).json()).toMatchObject({ userId: user.id });
  });

  it('stores only a hash of the token', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const token = await t.signIn(user.email);
    const rows = await t.db.owner.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const wrong = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: 'nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'nobody@example.test', password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password.' });
  });

  it('slows an account guessed past its budget from an address it never signed in from, even for the right password', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: 'bad' } });
      expect(r.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too_many_requests');
    clock += 61_000;
    const later = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(later.statusCode).toBe(200);
  });

  it('rejects malformed login bodies with 400 and the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'not-an-email', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(JSON.stringify(response.json().details)).toContain('email');
  });

  it('accepts the token as x-auth-token, as Bearer and as the cookie', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const token = await t.signIn(user.email);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', cookies: { [SESSION_COOKIE]: token } })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers 401 with no token and for a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/me' })).json()).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
    const forged = await me('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('session_expired');
  });

  it('revokes the token at logout', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const token = await t.signIn(user.email);
    const out = await t.as(token, { method: 'POST', url: '/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('reads a session afresh within SESSION_CACHE_MS, so even a change no node announced ends it', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const token = await t.signIn(user.email);
    expect((await me(token)).statusCode).toBe(200);
    // Revoked behind the server's back (as if the bus message from another node was lost).
    await t.db.owner
      .update(sessions)
      .set({ revokedAt: new Date(clock) })
      .where(eq(sessions.userId, user.id));
    clock += SESSION_CACHE_MS;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('does not cache a session read that a change overtook (a request racing a group switch)', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const otherTenantId = (await makeTenant(t.db)).id;
    const token = await t.signIn(user.email);
    const hash = hashToken(token);
    // The real database, with one read held back until the change below has been made and announced.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const db = {
      ...t.db,
      readOnce: async <T>(ctx: RlsContext, query: SQL): Promise<T[]> => {
        const rows = await t.db.readOnce<T>(ctx, query);
        if (++reads === 1) await held;
        return rows;
      },
    } as Database;
    const store = new SessionStore(db, { idleMs: IDLE_MINUTES * 60_000, absoluteMs: ABSOLUTE_HOURS * 3_600_000 }, () => new Date(clock));
    const racing = store.resolve(token, { touch: false });
    while (reads < 1) await new Promise((r) => setTimeout(r, 5));
    await store.setActiveTenant(hash, otherTenantId);
    release();
    expect((await racing)?.activeTenantId).toBe(tenantId);
    expect((await store.resolve(token, { touch: false }))?.activeTenantId).toBe(otherTenantId);
    store.close();
  });

  it('issues a new token at every login and revokes the one it replaces', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const first = await t.signIn(user.email);
    const again = await t.as(first, { method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    const second = again.json().ixAuthToken as string;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('expires a session left idle longer than the idle limit, but not one in use', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const idle = await t.signIn(user.email);
    const busy = await t.signIn(user.email);
    for (let minute = 0; minute < IDLE_MINUTES + 5; minute += 5) {
      clock += 5 * 60_000;
      expect((await me(busy)).statusCode).toBe(200);
    }
    expect((await me(idle)).statusCode).toBe(401);
  });

  it('expires every session at the absolute limit however busy it is', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const token = await t.signIn(user.email);
    for (let elapsed = 0; elapsed < ABSOLUTE_HOURS * 60; elapsed += 20) {
      clock += 20 * 60_000;
      await me(token);
    }
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated user', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const token = await t.signIn(user.email);
    await setUserActive(t.db, user.id, false);
    expect((await me(token)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  it('ends the sessions of a user a guardian deactivates in the tenant', async () => {
    const guardian = await makeUser(t.db, { role: 'guardian', tenants: [tenantId] });
    const hero = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const heroToken = await t.signIn(hero.email);
    const guardianToken = await t.signIn(guardian.email);
    // In use just before: the session check is cached, and deactivation must still end it at once.
    expect((await me(heroToken)).statusCode).toBe(200);
    const response = await t.as(guardianToken, {
      method: 'PATCH',
      url: `/api/tenant/v1/${tenantId}/users/${hero.id}/status`,
      payload: { active: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    expect((await me(heroToken)).statusCode).toBe(401);
  });

  describe('cookie-authenticated writes (CSRF)', () => {
    let token: string;
    const host = 'switchboard.example';
    beforeAll(async () => {
      const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
      token = await t.signIn(user.email);
    });
    const switchGroup = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/apigateway/upsrvc/switchGroup',
        cookies: { [SESSION_COOKIE]: token },
        headers: { host, ...headers },
        payload: { loginId: 'someone@example.test', groupId: tenantId },
      });

    it('refuses a write without the custom header', async () => {
      const response = await switchGroup({ origin: `http://${host}` });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('csrf_rejected');
    });

    it('refuses a write from another origin', async () => {
      const response = await switchGroup({ origin: 'http://evil.example', [CSRF_HEADER]: '1' });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a write without an Origin', async () => {
      expect((await switchGroup({ [CSRF_HEADER]: '1' })).statusCode).toBe(403);
    });

    it('lets a same-origin write with the header through to the route', async () => {
      const response = await switchGroup({ origin: `http://${host}`, [CSRF_HEADER]: '1' });
      // Past the CSRF check: the route itself refuses a foreign loginId.
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Account Not Switched!');
    });

    it('needs no CSRF header for reads or for header-token writes', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/auth/me', cookies: { [SESSION_COOKIE]: token } })).statusCode).toBe(200);
      const write = await t.as(token, {
        method: 'POST',
        url: '/apigateway/upsrvc/switchGroup',
        payload: { loginId: 'x@example.test', groupId: tenantId },
      });
      expect(write.statusCode).toBe(404);
    });
  });
});
