import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';

interface Opened {
  socket: WebSocket;
  messages: { type: string; payload: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
}

describe('events socket /api/events', () => {
  let t: TestApp;
  let base: string;
  let host: string;
  let a: string, b: string;
  let hero: UserRow, other: UserRow;

  beforeAll(async () => {
    t = await startTestApp({ eventsHeartbeatMs: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    host = `127.0.0.1:${address.port}`;
    base = `ws://${host}/api/events`;
    a = (await makeTenant(t.db)).id;
    b = (await makeTenant(t.db)).id;
    hero = await makeUser(t.db, { role: 'hero', tenants: [a] });
    other = await makeUser(t.db, { role: 'hero', tenants: [a] });
  });
  afterAll(() => t.close());

  const open = (headers: Record<string, string>): Promise<Opened> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(base, { headers });
      const messages: Opened['messages'] = [];
      const closed = new Promise<{ code: number; reason: string }>((r) =>
        socket.on('close', (code, reason) => r({ code, reason: String(reason) })),
      );
      socket.on('message', (data) => messages.push(JSON.parse(String(data))));
      socket.on('open', () => resolve({ socket, messages, closed }));
      socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.on('error', reject);
    });
  const until = async (check: () => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('refuses an upgrade without a session (401)', async () => {
    await expect(open({})).rejects.toThrow('HTTP 401');
  });

  it("delivers the active tenant's events, and only those meant for this user", async () => {
    const token = await t.signIn(hero.email);
    const { socket, messages } = await open({ 'x-auth-token': token });
    await until(() => messages.some((m) => m.type === 'ready'));
    await t.bus.publish({ type: 'announcement.published', tenantId: b, payload: { from: 'B' } });
    await t.bus.publish({ type: 'unread.changed', tenantId: a, userId: other.id, payload: { for: 'other' } });
    await t.bus.publish({ type: 'unread.changed', tenantId: a, userId: hero.id, payload: { count: 3 } });
    await t.bus.publish({ type: 'announcement.published', tenantId: a, payload: { from: 'A' } });
    await until(() => messages.length >= 3);
    expect(messages).toEqual([
      { type: 'ready', payload: { tenantId: a } },
      { type: 'unread.changed', payload: { count: 3 } },
      { type: 'announcement.published', payload: { from: 'A' } },
    ]);
    socket.close();
  });

  it('accepts the session cookie only from its own origin', async () => {
    const token = await t.signIn(hero.email);
    await expect(open({ cookie: `${SESSION_COOKIE}=${token}`, origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(open({ cookie: `${SESSION_COOKIE}=${token}` })).rejects.toThrow('HTTP 403');
    const { socket, messages } = await open({ cookie: `${SESSION_COOKIE}=${token}`, origin: `http://${host}` });
    await until(() => messages.some((m) => m.type === 'ready'));
    socket.close();
  });

  it('closes with 4401 once the session is revoked', async () => {
    const token = await t.signIn(hero.email);
    const { closed } = await open({ 'x-auth-token': token });
    await t.as(token, { method: 'POST', url: '/auth/logout' });
    expect(await closed).toEqual({ code: 4401, reason: 'session ended' });
  });

  it('closes oversized client messages with 1009', async () => {
    const token = await t.signIn(hero.email);
    const { socket, closed } = await open({ 'x-auth-token': token });
    socket.send('x'.repeat(5000));
    expect((await closed).code).toBe(1009);
  });

  it('tells open sockets the server is going away (1001) when it closes', async () => {
    const own = await startTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const tenant = (await makeTenant(own.db)).id;
    const user = await makeUser(own.db, { role: 'hero', tenants: [tenant] });
    const token = await own.signIn(user.email);
    const port = (own.app.server.address() as { port: number }).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/events`, { headers: { 'x-auth-token': token } });
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    await new Promise((r) => socket.on('open', r));
    await own.close();
    expect(await closed).toBe(1001);
  });
});
