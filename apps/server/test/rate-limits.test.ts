import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser } from './support/factories.js';

/**
 * Per-user request limits (issue 11): every signed-in call spends from the user's standard bucket, calls
 * that cost real work (unscripted LLM turns, uploads, exports) from a tighter one as well. Small buckets
 * here and a clock the test moves.
 */
describe('per-user rate limits', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z').getTime();
  let ann: string, bob: string;

  beforeAll(async () => {
    t = await startTestApp({
      now: () => new Date(now),
      rateLimits: { standard: { capacity: 5, perMinute: 60 }, heavy: { capacity: 2, perMinute: 6 } },
    });
    const tenant = await makeTenant(t.db);
    const users = await Promise.all(['ann', 'bob'].map(() => makeUser(t.db, { tenants: [tenant.id], role: 'hero' })));
    ann = await t.signIn(users[0]!.email);
    bob = await t.signIn(users[1]!.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const recent = (token: string) => t.as(token, { method: 'GET', url: '/apigateway/tbsrvc/usersession/recent' });

  it('refuses a user over the burst with 429 and Retry-After, leaves other users alone, and lets them in again once refilled', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await recent(ann)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await recent(ann);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await recent(bob)).statusCode).toBe(200);
    now += 1000;
    expect((await recent(ann)).statusCode).toBe(200);
    expect((await recent(ann)).statusCode).toBe(429);
  });

  it('gives heavy calls their own tighter bucket on top of the standard one', async () => {
    now += 60_000;
    const scenario = () =>
      t.as(bob, { method: 'POST', url: '/apigateway/tbsrvc/unscripted/scenario', payload: { userSessionId: 'f'.repeat(24) } });
    // Two heavy calls go through to the route (which then finds no such practice session); the third is refused before it.
    expect((await scenario()).statusCode).toBe(404);
    expect((await scenario()).statusCode).toBe(404);
    const third = await scenario();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('10');
    // Ordinary calls still have their own budget.
    expect((await recent(bob)).statusCode).toBe(200);
  });

  it('counts the bot’s voice, the recording and the speech socket as heavy: a speech engine runs for each', async () => {
    now += 60_000;
    const line = () =>
      t.as(ann, { method: 'POST', url: '/apigateway/ttssrvc/botvoicestream', payload: { text: 'Hello.', userSessionId: 'f'.repeat(24) } });
    const append = () =>
      t.as(ann, { method: 'POST', url: '/apigateway/ttssrvc/appendbotvoice', payload: { text: 'Hello.', userSessionId: 'f'.repeat(24) } });
    expect((await line()).statusCode).toBe(404);
    expect((await append()).statusCode).toBe(404);
    expect((await line()).statusCode).toBe(429);
    const socket = await t.as(ann, {
      method: 'GET',
      url: '/apigateway/sttsrvc/stream',
      headers: {
        connection: 'upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(socket.statusCode).toBe(429);
    expect((await recent(ann)).statusCode).toBe(200);
  });

  it('does not count requests without a session (they are refused as unauthorized first)', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/apigateway/tbsrvc/usersession/recent' })).statusCode).toBe(401);
    }
  });
});
