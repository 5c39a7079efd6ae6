import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/modules/accounts/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, PASSWORD } from './support/factories.js';

const login = (t: TestApp, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress, headers });

/**
 * Login throttling: guessing is slowed per (account, address), per address, per account and for the whole
 * node, but a stranger cannot lock a user out of the address they sign in from; X-Forwarded-For counts
 * only from a configured proxy.
 */
describe('login throttling', () => {
  let t: TestApp;
  let tenantId: string;
  let clock = new Date('2026-11-26T08:00:00Z').getTime();

  beforeAll(async () => {
    t = await startTestApp({ now: () => new Date(clock) });
    tenantId = (await makeTenant(t.db)).id;
  });
  afterAll(() => t.close());

  it('slows one address guessing one account, with Retry-After, and leaves the account open elsewhere', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(t, user.email, `wrong-${i}`, '203.0.113.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await login(t, user.email, PASSWORD, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    // The owner, from their own address, signs in.
    expect((await login(t, user.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('does not let a stranger lock a user out of the address they sign in from', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    expect((await login(t, user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    // Many addresses guessing the same account: past the account's budget, new addresses are slowed down.
    const attempts: number[] = [];
    for (let i = 0; i < 30; i++) attempts.push((await login(t, user.email, 'guess', `192.0.2.${i + 1}`)).statusCode);
    expect(attempts.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    const slowed = await login(t, user.email, 'guess', '192.0.2.200');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The user's usual address is not locked: the right password still works there.
    expect((await login(t, user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it('counts failures by the connecting address, not a forwarded header, unless TRUST_PROXY names the proxy', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenantId] });
    clock += 60 * 60_000;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const forwarded = { 'x-forwarded-for': `10.${i}.0.1` };
      statuses.push((await login(t, `nobody${i}@example.test`, 'guess', '203.0.113.99', forwarded)).statusCode);
    }
    // One client rotating the header is still one address: it reaches the address limit.
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(50);
    // The session records the connecting address, not the claimed one.
    clock += 60 * 60_000;
    expect((await login(t, user.email, PASSWORD, '203.0.113.98', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(200);
    const [row] = await t.db.owner.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.ip).toBe('203.0.113.98');
  });

  it('takes the client address from X-Forwarded-For when the request comes from a configured proxy', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: '203.0.113.0/24' } });
    try {
      const tenant = await makeTenant(proxied.db);
      const user = await makeUser(proxied.db, { role: 'hero', tenants: [tenant.id] });
      expect((await login(proxied, user.email, PASSWORD, '203.0.113.5', { 'x-forwarded-for': '198.51.100.77' })).statusCode).toBe(200);
      // From an address that is not the proxy, the header is ignored.
      expect((await login(proxied, user.email, PASSWORD, '192.0.2.5', { 'x-forwarded-for': '198.51.100.78' })).statusCode).toBe(200);
      const rows = await proxied.db.owner.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id));
      expect(rows.map((r) => r.ip).sort()).toEqual(['192.0.2.5', '198.51.100.77']);
    } finally {
      await proxied.close();
    }
  });
});
