import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USAGE_ANALYTICS, type UsageEvent } from '@switchboard/contracts';
import { selectRows } from '../src/platform/db/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { startFakeSegment, type FakeSegment } from './support/fake-segment-server.js';

const EVENTS = '/api/analytics/v1/events';
const SESSION_ID = '0123456789abcdef01234567';
const ASSESSMENT_ID = '89abcdef0123456789abcdef';

const pageView = (path = '/dashboard'): UsageEvent => ({
  messageId: randomUUID(),
  event: 'page_viewed',
  occurredAt: new Date().toISOString(),
  properties: { path },
});
const practiceCompleted = (): UsageEvent => ({
  messageId: randomUUID(),
  event: 'practice_completed',
  occurredAt: new Date().toISOString(),
  properties: { assessmentId: ASSESSMENT_ID, userSessionId: SESSION_ID, mode: 'chat', scripted: true },
});
const uploadCommitted = (): UsageEvent => ({
  messageId: randomUUID(),
  event: 'upload_committed',
  occurredAt: new Date().toISOString(),
  properties: { kind: 'users', jobId: SESSION_ID, created: 3, updated: 1, unchanged: 0, failed: 0 },
});

interface StoredRow {
  tenant_id: string;
  user_id: string;
  message_id: string;
  event: string;
  properties: Record<string, unknown>;
  forwarded_at: Date | null;
  attempts: number;
}

describe('usage analytics while off (the default)', () => {
  let t: TestApp;
  let hero: UserRow;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    const a = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    token = await t.signIn(hero.email);
  });
  afterAll(() => t.close());

  it('tells the app not to collect, answers 204 and stores nothing', async () => {
    const config = await t.as(token, { method: 'GET', url: '/api/analytics/v1/config' });
    expect(config.json()).toEqual({ enabled: false });
    const response = await t.as(token, { method: 'POST', url: EVENTS, payload: { events: [pageView()] } });
    expect(response.statusCode).toBe(204);
    const [row] = await selectRows<{ n: number }>(t.db.owner, sql`select count(*)::int as n from usage_events`);
    expect(row!.n).toBe(0);
  });
});

describe('usage analytics while on, forwarded to a Segment-compatible endpoint', () => {
  let t: TestApp;
  let segment: FakeSegment;
  let a: TenantRow, b: TenantRow;
  let heroA: UserRow, guardianA: UserRow, heroAB: UserRow, guardianB: UserRow, heroB: UserRow;
  const tokens = new Map<string, string>();
  const post = (u: UserRow, payload: unknown) => t.as(tokens.get(u.id)!, { method: 'POST', url: EVENTS, payload: payload as object });
  const summary = (u: UserRow) => t.as(tokens.get(u.id)!, { method: 'GET', url: '/api/analytics/v1/summary' });
  const rowsOf = (tenantId: string) =>
    selectRows<StoredRow>(t.db.owner, sql`select * from usage_events where tenant_id = ${tenantId} order by id`);
  const countAll = async () => (await selectRows<{ n: number }>(t.db.owner, sql`select count(*)::int as n from usage_events`))[0]!.n;

  beforeAll(async () => {
    segment = await startFakeSegment();
    // The first two sends fail: the outbox must retry them.
    segment.failures = [500, 500];
    t = await startTestApp({
      env: {
        ANALYTICS_ENABLED: 'true',
        ANALYTICS_SEGMENT_URL: segment.url,
        ANALYTICS_SEGMENT_WRITE_KEY: 'write-key-1',
        ANALYTICS_FORWARD_INTERVAL_MS: '50',
      },
      // The events bucket at its default burst, refilling slowly enough to be reached within the suite.
      rateLimits: {
        standard: { capacity: 1_000_000, perMinute: 600 },
        heavy: { capacity: 1_000_000, perMinute: 60 },
        events: { capacity: 20, perMinute: 1 },
      },
    });
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    heroAB = await makeUser(t.db, { role: 'hero', tenants: [a.id, b.id], lastTenantId: a.id });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    for (const u of [heroA, guardianA, heroAB, guardianB, heroB]) tokens.set(u.id, await t.signIn(u.email));
  });
  afterAll(async () => {
    await t.close();
    await segment.close();
  });

  it('tells the app to collect', async () => {
    const config = await t.as(tokens.get(heroA.id)!, { method: 'GET', url: '/api/analytics/v1/config' });
    expect(config.json()).toEqual({ enabled: true });
  });

  it("stores events for the caller's group and user only, taken from the session", async () => {
    const events = [pageView('/dashboard/engage'), practiceCompleted(), uploadCommitted()];
    const response = await post(heroAB, { events });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 3, duplicates: 0 });
    const stored = (await rowsOf(a.id)).filter((r) => events.some((e) => e.messageId === r.message_id));
    expect(stored.map((r) => [r.user_id, r.event])).toEqual([
      [heroAB.id, 'page_viewed'],
      [heroAB.id, 'practice_completed'],
      [heroAB.id, 'upload_committed'],
    ]);
    expect(stored[1]!.properties).toEqual(events[1]!.properties);
    expect((await rowsOf(b.id)).filter((r) => r.user_id === heroAB.id)).toEqual([]);
  });

  it('refuses a user or group in the body', async () => {
    const before = await countAll();
    for (const extra of [{ userId: heroB.id }, { tenantId: b.id }]) {
      expect((await post(heroA, { events: [pageView()], ...extra })).statusCode).toBe(400);
      expect((await post(heroA, { events: [{ ...pageView(), ...extra }] })).statusCode).toBe(400);
    }
    expect(await countAll()).toBe(before);
  });

  it('refuses the whole batch when one event is invalid, naming it, and stores none of it', async () => {
    const before = await countAll();
    const cases: [unknown, RegExp][] = [
      [{ ...pageView(), event: 'user_signed_up' }, /events\.1/],
      [{ ...pageView(), properties: { path: '/dashboard', email: 'ann@example.test' } }, /events\.1/],
      [{ ...pageView(), properties: { path: '/dashboard/store?userName=Ann' } }, /events\.1\.properties\.path/],
      [{ ...practiceCompleted(), properties: { mode: 'chat' } }, /events\.1\.properties/],
      [{ ...pageView(), messageId: 'not-a-uuid' }, /events\.1\.messageId/],
      [{ ...pageView(), occurredAt: new Date(Date.now() + 3_600_000).toISOString() }, /events\.1\.occurredAt/],
      [{ ...pageView(), occurredAt: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString() }, /events\.1\.occurredAt/],
    ];
    for (const [bad, path] of cases) {
      const response = await post(heroA, { events: [pageView(), bad, pageView()] });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      const body = response.json<{ error: string; details: { path: string; message: string }[] }>();
      expect(body.error).toBe('validation_failed');
      expect(body.details.map((d) => d.path).join(' '), JSON.stringify(bad)).toMatch(path);
    }
    expect((await post(heroA, { events: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: USAGE_ANALYTICS.maxBatch + 1 }, () => pageView());
    expect((await post(heroA, { events: tooMany })).statusCode).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const before = await countAll();
    const response = await post(heroA, { events: [pageView(`/${'x'.repeat(USAGE_ANALYTICS.maxBodyBytes)}`)] });
    expect(response.statusCode).toBe(413);
    expect(await countAll()).toBe(before);
  });

  it('stores a re-sent batch once', async () => {
    const events = [pageView(), pageView()];
    expect((await post(heroA, { events })).json()).toEqual({ accepted: 2, duplicates: 0 });
    expect((await post(heroA, { events })).json()).toEqual({ accepted: 0, duplicates: 2 });
  });

  it("summarises the active group's events for guardians, and refuses heroes", async () => {
    await post(heroB, { events: [practiceCompleted(), practiceCompleted()] });
    expect((await summary(heroA)).statusCode).toBe(403);
    const inA = (await summary(guardianA)).json<{ events: { event: string; count: number; users: number }[] }>();
    const inB = (await summary(guardianB)).json<{ events: { event: string; count: number; users: number }[] }>();
    const countOf = (s: typeof inA, event: string) => s.events.find((e) => e.event === event)!;
    expect(countOf(inA, 'practice_completed')).toMatchObject({ count: 1, users: 1 });
    expect(countOf(inB, 'practice_completed')).toMatchObject({ count: 2, users: 1 });
    expect(countOf(inB, 'page_viewed').count).toBe(0);
    expect(inA.events.map((e) => e.event)).toEqual(['page_viewed', 'practice_started', 'practice_completed', 'upload_committed']);
  });

  it('forwards every stored event in Segment batches, one group per batch, retrying after 500s, and marks them forwarded', async () => {
    await until(async () => {
      const [row] = await selectRows<{ n: number }>(
        t.db.owner,
        sql`select count(*)::int as n from usage_events where forwarded_at is null`,
      );
      return row!.n === 0;
    }, 'every event forwarded');

    expect(segment.requests.filter((r) => r.status === 500)).toHaveLength(2);
    const delivered = segment.requests.filter((r) => r.status === 200);
    expect(delivered.length).toBeGreaterThan(0);
    const expectedAuth = `Basic ${Buffer.from('write-key-1:').toString('base64')}`;
    for (const request of segment.requests) {
      expect(request.path).toBe('/v1/batch');
      expect(request.authorization).toBe(expectedAuth);
      expect(request.contentType).toMatch(/application\/json/);
      // One group per batch: a batch never mixes groups.
      const groups = new Set(request.body.batch.map((m) => (m.context as { groupId: string }).groupId));
      expect(groups.size).toBe(1);
    }

    const stored = [...(await rowsOf(a.id)), ...(await rowsOf(b.id))];
    const sent = new Map(delivered.flatMap((r) => r.body.batch).map((m) => [m.messageId as string, m]));
    expect(new Set(sent.keys())).toEqual(new Set(stored.map((r) => r.message_id)));
    for (const row of stored) {
      const message = sent.get(row.message_id)!;
      expect((message.context as { groupId: string }).groupId).toBe(row.tenant_id);
      expect(message.userId).toBe(row.user_id);
      expect(message.properties).toEqual(row.properties);
      expect(typeof message.timestamp).toBe('string');
      if (row.event === 'page_viewed') {
        expect(message.type).toBe('page');
      } else {
        expect(message).toMatchObject({ type: 'track', event: row.event });
      }
      expect(row.forwarded_at).not.toBeNull();
    }
    // Rows that were refused went through on a later attempt (each attempt counted).
    expect(Math.max(...stored.map((r) => r.attempts))).toBeGreaterThanOrEqual(2);
    expect(stored.every((r) => r.attempts >= 1)).toBe(true);

    // Opaque ids only: no e-mail address or name of any user leaves.
    const everything = JSON.stringify(segment.requests.map((r) => r.body));
    for (const u of [heroA, guardianA, heroAB, guardianB, heroB]) expect(everything).not.toContain(u.email);
    expect(everything).not.toMatch(/First\d|Last\d/);
  });

  it("spends the caller's own events bucket: 429 with Retry-After once it is empty", async () => {
    const chatty = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    tokens.set(chatty.id, await t.signIn(chatty.email));
    for (let i = 0; i < 20; i++) expect((await post(chatty, { events: [pageView()] })).statusCode).toBe(202);
    const refused = await post(chatty, { events: [pageView()] });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other calls of the same user still go through.
    expect((await t.as(tokens.get(chatty.id)!, { method: 'GET', url: '/api/analytics/v1/config' })).statusCode).toBe(200);
  });

  it('forwards events recorded later without waiting for the sweep', async () => {
    const before = segment.requests.length;
    const event = pageView('/dashboard/store');
    await post(heroB, { events: [event] });
    const rowOf = async () =>
      (await selectRows<StoredRow>(t.db.owner, sql`select * from usage_events where message_id = ${event.messageId}`))[0]!;
    await until(async () => (await rowOf()).forwarded_at !== null, 'the new event marked forwarded');
    expect(segment.requests.slice(before).some((r) => r.body.batch.some((m) => m.messageId === event.messageId))).toBe(true);
    expect((await rowOf()).attempts).toBe(1);
  });
});
