import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication } from './support/application-factories.js';

describe('POST /api/kbot/sync', () => {
  let t: TestApp;
  let base: string;
  let a: TenantRow, b: TenantRow;
  let heroA: UserRow, mentorA: UserRow, guardianA: UserRow, guardianB: UserRow, heroB: UserRow;
  const tokens = new Map<string, string>();
  const as = (u: UserRow, options: Parameters<TestApp['as']>[1]) => t.as(tokens.get(u.id)!, options);
  const sync = (u: UserRow, payload: Record<string, unknown> = {}) => as(u, { method: 'POST', url: '/api/kbot/sync', payload });

  const listen = (u: UserRow) =>
    new Promise<{ socket: WebSocket; messages: { type: string; payload: unknown }[] }>((resolve, reject) => {
      const socket = new WebSocket(base, { headers: { 'x-auth-token': tokens.get(u.id)! } });
      const messages: { type: string; payload: unknown }[] = [];
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; payload: unknown };
        messages.push(message);
        if (message.type === 'ready') resolve({ socket, messages });
      });
      socket.on('error', reject);
    });
  const until = async (check: () => boolean) => {
    for (let waited = 0; !check(); waited += 10) {
      if (waited > 3000) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/events`;
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentorA = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    const kbot = await makeApplication(t.db, {
      name: 'KBot',
      applicationId: 'kbot',
      widgetKind: 'builtin',
      builtinWidget: 'kbot',
      embedUrl: null,
    });
    await enableApplication(t.db, a.id, kbot.id);
    for (const u of [heroA, mentorA, guardianA, guardianB, heroB]) tokens.set(u.id, await t.signIn(u.email));
  });
  afterAll(() => t.close());

  it('records the request and reports it on the events socket of the group, and of that group only', async () => {
    const inA = await listen(heroA);
    const inB = await listen(heroB);
    const response = await sync(guardianA, { scope: 'full', note: 'New returns policy published' });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toMatchObject({
      scope: 'full',
      status: 'queued',
      note: 'New returns policy published',
      alreadyQueued: false,
      requestedBy: { userId: guardianA.id },
    });
    expect(body.requestedBy.name).toMatch(/^First\d+ Last\d+$/);
    await until(() => inA.messages.length >= 2);
    const { alreadyQueued: _ignored, ...request } = body;
    expect(inA.messages[1]).toEqual({ type: 'kbot.sync.requested', payload: request });
    // A marker published to B afterwards arrives alone: the sync event never reached B.
    await t.bus.publish({ type: 'marker', tenantId: b.id, payload: null });
    await until(() => inB.messages.length >= 2);
    expect(inB.messages.map((m) => m.type)).toEqual(['ready', 'marker']);

    const list = await as(heroA, { method: 'GET', url: '/api/kbot/sync' });
    expect(list.json().data).toEqual([request]);
    expect((await as(heroA, { method: 'GET', url: `/api/kbot/sync/${body.syncId}` })).json()).toEqual(request);
    inA.socket.close();
    inB.socket.close();
  });

  it('answers a repeat within a minute with the pending request instead of queueing twice', async () => {
    const first = await sync(guardianA);
    expect(first.json()).toMatchObject({ scope: 'incremental', alreadyQueued: false });
    const again = await sync(guardianA, { scope: 'incremental' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ syncId: first.json().syncId, alreadyQueued: true });
    const list = await as(heroA, { method: 'GET', url: '/api/kbot/sync' });
    expect(list.json().data.map((r: { scope: string }) => r.scope)).toEqual(['incremental', 'full']);
  });

  it('answers 403 below guardian', async () => {
    for (const u of [heroA, mentorA]) {
      const response = await sync(u);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
  });

  it('keeps each group’s requests to itself: another group sees none and gets 404 for one of them', async () => {
    const mine = (await as(heroA, { method: 'GET', url: '/api/kbot/sync' })).json().data as { syncId: string }[];
    expect((await as(heroB, { method: 'GET', url: '/api/kbot/sync' })).json().data).toEqual([]);
    expect((await as(heroB, { method: 'GET', url: `/api/kbot/sync/${mine[0]!.syncId}` })).statusCode).toBe(404);
  });

  it('answers 404 when KBot is not enabled for the group, 400 for a bad body, 401 without a session', async () => {
    const disabled = await sync(guardianB);
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().message).toBe('KBot is not enabled for this group.');
    expect((await sync(guardianA, { scope: 'everything' })).statusCode).toBe(400);
    expect((await sync(guardianA, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/kbot/sync', payload: {} })).statusCode).toBe(401);
  });
});
