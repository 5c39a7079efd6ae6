import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { EVENTS_SOCKET, SESSION_COOKIE } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';

/** The TCP socket under a ws WebSocket (not public API; the tests pause it to play a client that stops reading). */
const socketOf = (socket: WebSocket) => (socket as unknown as { _socket: Socket })._socket;

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

  it('closes (1008, not 4401) once its group moves out of the session’s reach, and the session lives on', async () => {
    const elsewhere = (await makeTenant(t.db, { org: 'Org Commanded' })).id;
    const moving = (await makeTenant(t.db, { org: 'Org Commanded' })).id;
    const commander = await makeUser(t.db, { role: 'commander', tenants: [elsewhere] });
    const architect = await makeUser(t.db, { role: 'architect', tenants: [elsewhere] });
    const token = await t.signIn(commander.email);
    const switched = await t.as(token, {
      method: 'POST',
      url: '/apigateway/upsrvc/switchGroup',
      payload: { loginId: commander.email, groupId: moving },
    });
    expect(switched.statusCode).toBe(200);
    const { messages, closed } = await open({ 'x-auth-token': token });
    await until(() => messages.some((m) => m.type === 'ready'));
    expect(messages[0]).toEqual({ type: 'ready', payload: { tenantId: moving } });
    const moved = await t.as(await t.signIn(architect.email), {
      method: 'PATCH',
      url: `/api/tenant/v1/tenants/${moving}`,
      payload: { org: 'Org Faraway' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await closed).toEqual({ code: 1008, reason: 'group out of reach' });
    expect((await t.as(token, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
  });

  it('closes oversized client messages with 1009', async () => {
    const token = await t.signIn(hero.email);
    const { socket, closed } = await open({ 'x-auth-token': token });
    socket.send('x'.repeat(5000));
    expect((await closed).code).toBe(1009);
  });

  it('closes a client that stops reading (1013) once its backlog would pass the cap, leaving the others and memory alone', async () => {
    const own = await startTestApp({ eventsSlowConsumerGraceMs: 60_000 });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const tenant = (await makeTenant(own.db)).id;
    const user = await makeUser(own.db, { role: 'hero', tenants: [tenant] });
    const token = await own.signIn(user.email);
    const url = `ws://127.0.0.1:${(own.app.server.address() as { port: number }).port}/api/events`;
    const connect = async () => {
      const socket = new WebSocket(url, { headers: { 'x-auth-token': token } });
      let received = 0;
      socket.on('message', () => received++);
      const closed = new Promise<{ code: number; reason: string }>((r) =>
        socket.on('close', (code, reason) => r({ code, reason: String(reason) })),
      );
      await new Promise((r) => socket.on('open', r));
      await until(() => received === 1);
      return { socket, closed, received: () => received - 1 };
    };
    const healthy = await connect();
    const slow = await connect();
    // The slow client stops reading its TCP socket: the kernel buffers fill, then the server's.
    const raw = socketOf(slow.socket);
    raw.pause();
    // The server's end of the slow connection (ws keeps the TCP socket in _socket).
    const server = [...own.app.websocketServer.clients].find((c) => socketOf(c).remotePort === raw.localPort)!;
    expect(server).toBeDefined();

    const event = { type: 'load.test', tenantId: tenant, payload: { filler: 'x'.repeat(64 * 1024) } };
    const before = process.memoryUsage();
    let published = 0;
    let highestBacklog = 0;
    // 64 KiB at a time, waiting for the healthy client each time, until the server gives up on the slow one.
    while (server.readyState === server.OPEN && published < 4096) {
      for (let i = 0; i < 8; i++) await own.bus.publish(event);
      published += 8;
      highestBacklog = Math.max(highestBacklog, server.bufferedAmount);
      await until(() => healthy.received() === published, 10_000);
    }
    expect(server.readyState).toBe(server.CLOSING);
    // Never more than the cap queued in the server, whatever the kernel buffers held.
    expect(highestBacklog).toBeLessThanOrEqual(EVENTS_SOCKET.maxBufferedBytes + 64);
    expect(published * 64 * 1024).toBeLessThan(256 * 1024 * 1024);
    // Nothing more is queued for it, and everyone else still gets every event.
    const backlogAtClose = server.bufferedAmount;
    for (let i = 0; i < 32; i++) await own.bus.publish(event);
    await until(() => healthy.received() === published + 32, 10_000);
    expect(server.bufferedAmount).toBe(backlogAtClose);
    const after = process.memoryUsage();
    expect(after.heapUsed - before.heapUsed).toBeLessThan(64 * 1024 * 1024);

    // Once it reads again it finds the close code after what was already sent.
    raw.resume();
    expect(await slow.closed).toEqual({ code: EVENTS_SOCKET.slowConsumerCode, reason: 'slow consumer' });
    expect(slow.received()).toBeLessThan(published);
    await until(() => own.app.websocketServer.clients.size === 1);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    healthy.socket.close();
    await own.close();
  });

  it('drops a slow consumer that never reads again after the grace period', async () => {
    const own = await startTestApp({ eventsSlowConsumerGraceMs: 200 });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const tenant = (await makeTenant(own.db)).id;
    const user = await makeUser(own.db, { role: 'hero', tenants: [tenant] });
    const token = await own.signIn(user.email);
    const port = (own.app.server.address() as { port: number }).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/events`, { headers: { 'x-auth-token': token } });
    await new Promise((r) => socket.once('message', r));
    socketOf(socket).pause();
    const event = { type: 'load.test', tenantId: tenant, payload: { filler: 'x'.repeat(64 * 1024) } };
    for (let i = 0; i < 4096 && own.app.websocketServer.clients.size > 0; i++) {
      await own.bus.publish(event);
      if (i % 8 === 7) await new Promise((r) => setTimeout(r, 5));
    }
    await until(() => own.app.websocketServer.clients.size === 0, 5000);
    socket.terminate();
    await own.close();
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
