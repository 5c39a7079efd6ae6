import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication } from './support/application-factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { startFakeLlm, type FakeLlm } from './support/fake-llm-server.js';

type Job = { syncId: string; status: string; totalSources: number; processedSources: number; passages: number; removedSources: number };
type Answer = {
  passages: { sourceKind: string; sourceId: string; title: string; text: string; link: string }[];
  answer: string | null;
  citations: number[];
  unknown: boolean;
  lastSyncedAt: string | null;
};

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('KBot: sync job and answers', () => {
  let t: TestApp;
  let wsBase: string;
  let a: TenantRow, b: TenantRow;
  let hero: UserRow, mentor: UserRow, guardian: UserRow, guardianB: UserRow, heroB: UserRow;
  let refundArticleId: string;
  const tokens = new Map<string, string>();
  const as = (u: UserRow, options: Parameters<TestApp['as']>[1]) => t.as(tokens.get(u.id)!, options);
  const sync = (u: UserRow, payload: Record<string, unknown> = {}) => as(u, { method: 'POST', url: '/api/kbot/sync', payload });
  const job = async (u: UserRow, id: string) => (await as(u, { method: 'GET', url: `/api/kbot/sync/${id}` })).json<Job>();
  const finished = (u: UserRow, id: string) =>
    until(
      () => job(u, id),
      (j) => j.status === 'done' || j.status === 'failed',
    );
  const ask = async (u: UserRow, question: string) => {
    const response = await as(u, { method: 'POST', url: '/api/kbot/ask', payload: { question } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  };
  const article = async (payload: Record<string, unknown>) => {
    const response = await as(guardian, {
      method: 'POST',
      url: `/api/knowledge/v1/${a.id}/articles`,
      payload: { language: 'en-US', status: 'published', ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ articleId: string }>().articleId;
  };
  const listen = (u: UserRow) =>
    new Promise<{ socket: WebSocket; messages: { type: string; payload: Record<string, unknown> }[] }>((resolve, reject) => {
      const socket = new WebSocket(wsBase, { headers: { 'x-auth-token': tokens.get(u.id)! } });
      const messages: { type: string; payload: Record<string, unknown> }[] = [];
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; payload: Record<string, unknown> };
        messages.push(message);
        if (message.type === 'ready') resolve({ socket, messages });
      });
      socket.on('error', reject);
    });

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/events`;
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    mentor = await makeUser(t.db, { role: 'mentor', tenants: [a.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
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
    for (const u of [hero, mentor, guardian, guardianB, heroB]) tokens.set(u.id, await t.signIn(u.email));

    refundArticleId = await article({
      title: 'Refund timing',
      bodyHtml:
        '<p>When a return reaches the warehouse it is scanned within two days. The refund then goes back to the original card and takes 3–5 business days to appear on the statement.</p>',
      tags: ['refunds'],
    });
    await article({
      title: 'Identity checks',
      bodyHtml: '<p>Confirm the full name, the date of birth and the postcode before discussing the account.</p>',
    });
    await article({
      title: 'Team leader escalation matrix',
      bodyHtml: '<p>Goodwill credits above 50 dollars need a team leader’s approval.</p>',
      audienceRoles: ['mentor', 'guardian'],
    });
    const news = await as(guardian, {
      method: 'POST',
      url: `/api/announcement/v1/${a.id}/announcements`,
      payload: {
        category: 'Process Change',
        title: 'Outage compensation',
        body: '<p>Customers affected by the March outage receive a 10 dollar credit on their next bill.</p>',
        status: 'published',
      },
    });
    expect(news.statusCode, news.body).toBe(201);
    await makeUsecase(t.db, a.id, {
      name: 'Late delivery',
      description: 'Practise apologising for a parcel that missed its delivery date and offering a courier upgrade.',
    });
  });
  afterAll(() => t.close());

  it('runs a sync from queued to done, reporting progress on the group’s events socket only, and counts what it read', async () => {
    const inA = await listen(hero);
    const inB = await listen(heroB);
    const response = await sync(guardian, { scope: 'full', note: 'New returns policy published' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'queued', scope: 'full', alreadyQueued: false, note: 'New returns policy published' });
    const done = await finished(hero, response.json().syncId);
    expect(done).toMatchObject({ status: 'done', totalSources: 5, processedSources: 5, removedSources: 0 });
    expect(done.passages).toBeGreaterThanOrEqual(5);
    await until(
      async () => inA.messages.map((m) => m.type),
      (types) => types.includes('kbot.sync.finished'),
    );
    const types = inA.messages.map((m) => m.type);
    expect(types.slice(0, 2)).toEqual(['ready', 'kbot.sync.requested']);
    expect(types).toContain('kbot.sync.progress');
    expect(inA.messages.at(-1)).toMatchObject({ type: 'kbot.sync.finished', payload: { status: 'done', percent: 100 } });
    await t.bus.publish({ type: 'marker', tenantId: b.id, payload: null });
    await until(
      async () => inB.messages.length,
      (n) => n >= 2,
    );
    expect(inB.messages.map((m) => m.type)).toEqual(['ready', 'marker']);
    inA.socket.close();
    inB.socket.close();
  });

  it('answers a question with the passage that holds the answer and a link to its source', async () => {
    const answer = await ask(hero, 'How long does a refund take?');
    expect(answer.passages[0]).toMatchObject({
      sourceKind: 'article',
      sourceId: refundArticleId,
      title: 'Refund timing',
      link: `/dashboard/knowledge/${refundArticleId}`,
    });
    expect(answer.passages[0]!.text).toContain('3–5 business days');
    expect(answer).toMatchObject({ answer: null, unknown: false });
    expect(answer.lastSyncedAt).not.toBeNull();
    const outage = await ask(hero, 'what credit do outage customers get');
    expect(outage.passages[0]).toMatchObject({ sourceKind: 'announcement', title: 'Outage compensation' });
    const practice = await ask(hero, 'courier upgrade for a late parcel');
    expect(practice.passages[0]).toMatchObject({ sourceKind: 'roleplay', link: '/dashboard/engage' });
  });

  it('keeps the read rules of each source: a hero never gets passages of an article meant for team leaders', async () => {
    expect((await ask(hero, 'goodwill credit approval')).passages.map((p) => p.title)).not.toContain('Team leader escalation matrix');
    expect((await ask(mentor, 'goodwill credit approval')).passages[0]?.title).toBe('Team leader escalation matrix');
  });

  it('says it found nothing rather than guessing', async () => {
    expect(await ask(hero, 'Which football team won the cup?')).toMatchObject({ passages: [], unknown: true, answer: null });
  });

  it('re-reads only what changed on an incremental sync, and drops what was archived', async () => {
    await as(guardian, {
      method: 'PATCH',
      url: `/api/knowledge/v1/${a.id}/articles/${refundArticleId}`,
      payload: { bodyHtml: '<p>Refunds now reach the original card within 48 hours of the scan.</p>' },
    });
    const first = await finished(hero, (await sync(guardian)).json().syncId);
    expect(first).toMatchObject({ status: 'done', totalSources: 1, processedSources: 1, removedSources: 0 });
    expect((await ask(hero, 'how long does a refund take')).passages[0]!.text).toContain('48 hours');

    await as(guardian, { method: 'PATCH', url: `/api/knowledge/v1/${a.id}/articles/${refundArticleId}`, payload: { status: 'archived' } });
    const second = await finished(hero, (await sync(guardian)).json().syncId);
    expect(second).toMatchObject({ status: 'done', totalSources: 1, removedSources: 1 });
    expect((await ask(hero, 'how long does a refund take')).passages.map((p) => p.sourceId)).not.toContain(refundArticleId);
  });

  it('answers a request while a job is waiting with that job, 403 below guardian, 404 where KBot is off, 400 for bad bodies', async () => {
    for (const u of [hero, mentor]) expect((await sync(u)).statusCode).toBe(403);
    const disabled = await sync(guardianB);
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().message).toBe('KBot is not enabled for this group.');
    expect((await as(heroB, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'refund' } })).statusCode).toBe(404);
    expect((await sync(guardian, { scope: 'everything' })).statusCode).toBe(400);
    expect((await as(hero, { method: 'POST', url: '/api/kbot/ask', payload: { question: '' } })).statusCode).toBe(400);
    expect((await as(hero, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/kbot/sync', payload: {} })).statusCode).toBe(401);
    const mine = (await as(hero, { method: 'GET', url: '/api/kbot/sync' })).json<{ data: Job[] }>().data;
    expect(mine.length).toBeGreaterThan(0);
    expect((await as(heroB, { method: 'GET', url: '/api/kbot/sync' })).json().data).toEqual([]);
    expect((await as(heroB, { method: 'GET', url: `/api/kbot/sync/${mine[0]!.syncId}` })).statusCode).toBe(404);
    for (const q of ['"', '& | !', '<->', '\u0000'.slice(1) + 'café', '🙂🙂', 'a']) {
      expect((await as(hero, { method: 'POST', url: '/api/kbot/ask', payload: { question: q } })).statusCode, q).toBe(200);
    }
  });
});

describe('KBot: a job survives a restart', () => {
  it('finishes a job queued before the server stopped, and takes over one whose process died mid-run', async () => {
    const first = await startTestApp();
    const tenant = await makeTenant(first.db);
    const guardian = await makeUser(first.db, { role: 'guardian', tenants: [tenant.id] });
    const kbot = await makeApplication(first.db, {
      name: 'KBot',
      applicationId: 'kbot',
      widgetKind: 'builtin',
      builtinWidget: 'kbot',
      embedUrl: null,
    });
    await enableApplication(first.db, tenant.id, kbot.id);
    const token = await first.signIn(guardian.email);
    await first.as(token, {
      method: 'POST',
      url: `/api/knowledge/v1/${tenant.id}/articles`,
      payload: { title: 'Refund timing', bodyHtml: '<p>Refunds take 3–5 business days.</p>', language: 'en-US', status: 'published' },
    });
    // Two jobs a previous process left behind: one still queued, one running whose heartbeat stopped long ago.
    const { sql } = await import('drizzle-orm');
    await first.db.run({ tenantId: tenant.id, userId: null }, (tx) =>
      tx.execute(sql`insert into kbot_sync_requests (tenant_id, id, scope, status, requested_by, requested_by_name, started_at, heartbeat_at, created_at)
        values (${tenant.id}, 'aaaaaaaaaaaaaaaaaaaaaaa1', 'full', 'running', ${guardian.id}, 'G', now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour'),
               (${tenant.id}, 'aaaaaaaaaaaaaaaaaaaaaaa2', 'incremental', 'queued', ${guardian.id}, 'G', null, null, now())`),
    );
    const { buildApp } = await import('../src/app.js');
    const { pino } = await import('pino');
    const restarted = await buildApp({
      config: first.config,
      db: first.db,
      bus: first.bus,
      logger: pino({ level: 'silent' }),
      webDist: '/nonexistent',
      kbot: { sweepMs: 50, staleMs: 60_000 },
    });
    await restarted.ready();
    try {
      const status = (id: string) =>
        first.db.run({ tenantId: tenant.id, userId: null }, async (tx) => {
          const result = (await tx.execute(sql`select status, processed_sources from kbot_sync_requests where id = ${id}`)) as unknown as {
            rows: { status: string; processed_sources: number }[];
          };
          return result.rows[0]!;
        });
      expect(
        await until(
          () => status('aaaaaaaaaaaaaaaaaaaaaaa1'),
          (s) => s.status === 'done',
        ),
      ).toMatchObject({ status: 'done', processed_sources: 1 });
      expect(
        await until(
          () => status('aaaaaaaaaaaaaaaaaaaaaaa2'),
          (s) => s.status === 'done',
        ),
      ).toMatchObject({ status: 'done' });
      const answer = await restarted.inject({
        method: 'POST',
        url: '/api/kbot/ask',
        payload: { question: 'refund days' },
        headers: { 'x-auth-token': token },
      });
      expect(answer.json().passages[0].title).toBe('Refund timing');
    } finally {
      await restarted.close();
      await first.close();
    }
  });
});

describe('KBot with an LLM', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await startTestApp({ env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'local-model' } });
    const tenant = await makeTenant(t.db);
    const guardian = await makeUser(t.db, { role: 'guardian', tenants: [tenant.id] });
    const kbot = await makeApplication(t.db, {
      name: 'KBot',
      applicationId: 'kbot',
      widgetKind: 'builtin',
      builtinWidget: 'kbot',
      embedUrl: null,
    });
    await enableApplication(t.db, tenant.id, kbot.id);
    token = await t.signIn(guardian.email);
    await t.as(token, {
      method: 'POST',
      url: `/api/knowledge/v1/${tenant.id}/articles`,
      payload: {
        title: 'Refund timing',
        bodyHtml: '<p>Refunds take 3–5 business days to reach the original card.</p>',
        language: 'en-US',
        status: 'published',
      },
    });
    const id = (await t.as(token, { method: 'POST', url: '/api/kbot/sync', payload: {} })).json().syncId;
    await until(
      async () => (await t.as(token, { method: 'GET', url: `/api/kbot/sync/${id}` })).json().status,
      (s) => s === 'done',
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('writes a short answer from the passages only, citing them', async () => {
    fake.reply = () => 'A refund takes 3–5 business days to reach the original card [1].';
    const answer = (
      await t.as(token, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'How long does a refund take?' } })
    ).json<Answer>();
    expect(answer).toMatchObject({
      answer: 'A refund takes 3–5 business days to reach the original card [1].',
      citations: [1],
      unknown: false,
    });
    const prompt = fake.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('[1] Refund timing: Refunds take 3–5 business days');
    expect(prompt).toContain('How long does a refund take?');
  });

  it('says it does not know when the model finds no support, or cites nothing it was given', async () => {
    fake.reply = () => 'NOT_IN_SOURCES';
    const refused = (
      await t.as(token, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'refund to a gift card?' } })
    ).json<Answer>();
    expect(refused).toMatchObject({ answer: null, unknown: true });
    expect(refused.passages.length).toBeGreaterThan(0);
    fake.reply = () => 'Refunds are instant everywhere.';
    expect((await t.as(token, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'refund speed' } })).json()).toMatchObject({
      answer: null,
      unknown: true,
    });
  });

  it('falls back to the passages when the model fails', async () => {
    fake.behaviour = 'error';
    const answer = (
      await t.as(token, { method: 'POST', url: '/api/kbot/ask', payload: { question: 'How long does a refund take?' } })
    ).json<Answer>();
    expect(answer).toMatchObject({ answer: null, unknown: false });
    expect(answer.passages[0]!.title).toBe('Refund timing');
    fake.behaviour = 'stream';
  });
});
