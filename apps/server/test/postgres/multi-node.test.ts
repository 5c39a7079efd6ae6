import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_EVENTS,
  UPLOAD_PROGRESS_EVENT,
  announcementReceiptReply,
  uploadProgress,
  type AnnouncementDetail,
  type AnnouncementMedia,
  type UploadJob,
} from '@switchboard/contracts';
import { SESSION_CACHE_MS } from '../../src/modules/accounts/session-store.js';
import { spawnServer, type ServerProcess } from '../support/spawn-server.js';
import {
  openEvents,
  signInTo,
  spawnedWorld,
  stopServer,
  until,
  type EventsListener,
  type SpawnedWorld,
  usersCsv,
} from '../support/spawned-world.js';
import { multipart } from '../support/upload-multipart.js';
import { SAMPLE, multipartBody } from '../support/multipart.js';
import { makeUsecase } from '../support/roleplay-factories.js';
import { makeSession } from '../support/history-factories.js';
import { makeUser, PASSWORD } from '../support/factories.js';
import { DEFAULT_LOGIN_LIMITS } from '../../src/platform/auth/login-limiter.js';

/**
 * Issue 11 §7: two server processes on one PostgreSQL, on different ports, each with its own data
 * folder (two machines). What a user does on node B reaches a user connected to node A live, through
 * the LISTEN/NOTIFY bus: the unread counter (announcement published, announcement read on another
 * device) and upload progress; files stored through one node are served by the other (ADR 028); the
 * sign-in limits count failures made on either node together (ADR 027).
 */
describe('two server processes on one PostgreSQL', () => {
  let world: SpawnedWorld;
  let a: ServerProcess | undefined, b: ServerProcess | undefined;
  let tenantId: string;
  const dataDirs = [0, 1].map((n) => mkdtempSync(path.join(tmpdir(), `sb-node-${n}-`)));
  const sockets: EventsListener[] = [];
  const emailOf = (who: 'guardian' | 'hero') => world[who].email;

  beforeAll(async () => {
    world = await spawnedWorld('postgres');
    tenantId = world.tenantId;
    // Started together: both migrate the one database at start-up (under the advisory lock).
    [a, b] = await Promise.all(dataDirs.map((DATA_DIR) => spawnServer({ ...world.env, DATA_DIR }, { built: true })));
  }, 60_000);

  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await Promise.all([stopServer(a), stopServer(b)]);
    await world?.cleanup();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const signIn = (node: ServerProcess, who: 'guardian' | 'hero') => signInTo(node, emailOf(who));
  const listen = async (node: ServerProcess, token: string) => {
    const listener = await openEvents(node, token);
    sockets.push(listener);
    return listener;
  };

  async function call(
    node: ServerProcess,
    token: string,
    method: string,
    url: string,
    init: { json?: unknown; headers?: Record<string, string>; body?: Buffer } = {},
  ) {
    return fetch(`${node.url}${url}`, {
      method,
      headers: { 'x-auth-token': token, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body && new Uint8Array(init.body),
    });
  }

  it('runs two nodes on different ports that share one database and its sessions', async () => {
    expect(a!.url).not.toBe(b!.url);
    const token = await signIn(a!, 'hero');
    // A session made on A is good on B: both read the one sessions table.
    const me = await call(b!, token, 'GET', '/auth/me');
    expect(me.status).toBe(200);
  });

  it('ends on node B at once a session signed out on node A, though B had just checked (and cached) it', async () => {
    const token = await signIn(a!, 'hero');
    expect((await call(b!, token, 'GET', '/auth/me')).status).toBe(200);
    expect((await call(a!, token, 'POST', '/auth/logout')).status).toBe(200);
    // The bus carries the sign-out: well before B would read the session afresh on its own.
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < SESSION_CACHE_MS / 2) {
      status = (await call(b!, token, 'GET', '/auth/me')).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  });

  it('moves the unread counter on node A when an announcement is published and read on node B', async () => {
    const heroToken = await signIn(a!, 'hero');
    const onA = await listen(a!, heroToken);
    const base = `/api/announcement/v1/${tenantId}`;
    expect(await (await call(a!, heroToken, 'GET', `${base}/unread-count`)).json()).toEqual({ unreadCount: 0 });

    const guardianOnB = await signIn(b!, 'guardian');
    const created = await call(b!, guardianOnB, 'POST', `${base}/announcements`, {
      json: { category: 'Product Update', title: 'Published on node B', body: '<p>Across nodes</p>', status: 'published' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const announcement = (await created.json()) as AnnouncementDetail;

    await until('announcement.published on node A', () => onA.messages.some((m) => m.type === ANNOUNCEMENT_EVENTS.published));
    expect(onA.messages.find((m) => m.type === ANNOUNCEMENT_EVENTS.published)!.payload).toEqual({ announcementId: announcement._id });
    // What the SPA does on that event: refetch the counter (from its own node A).
    expect(await (await call(a!, heroToken, 'GET', `${base}/unread-count`)).json()).toEqual({ unreadCount: 1 });

    // The hero opens the announcement on another device, connected to node B: A's badge follows.
    const read = await call(b!, heroToken, 'POST', `${base}/announcements/${announcement._id}/read`);
    expect(read.status).toBe(200);
    await until('announcement.receipt on node A', () => onA.messages.some((m) => m.type === ANNOUNCEMENT_EVENTS.receipt));
    const receipt = announcementReceiptReply.parse(onA.messages.find((m) => m.type === ANNOUNCEMENT_EVENTS.receipt)!.payload);
    expect(receipt).toMatchObject({ announcementId: announcement._id, unreadCount: 0 });
    onA.socket.close();
  });

  it("streams a user upload's progress from node B to the uploader's socket on node A, and to nobody else", async () => {
    const [guardianOnA, heroOnA] = [await listen(a!, await signIn(a!, 'guardian')), await listen(a!, await signIn(a!, 'hero'))];
    const token = await signIn(b!, 'guardian');
    const rows = 5000;
    const body = multipart('nodes.csv', usersCsv(rows, 'Node'));
    const preview = await call(b!, token, 'POST', `/api/tenant/v1/${tenantId}/users/upload`, { body: body.payload, headers: body.headers });
    expect(preview.status, await preview.clone().text()).toBe(201);
    const job = (await preview.json()) as UploadJob;
    expect(job.validRows).toBe(rows);

    const committed = await call(b!, token, 'POST', `/api/tenant/v1/${tenantId}/users/upload/${job.jobId}/commit`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(committed.status).toBe(200);
    expect(((await committed.json()) as UploadJob).result).toEqual({ created: rows, updated: 0, unchanged: 0, failed: 0 });

    const progress = () => guardianOnA.messages.filter((m) => m.type === UPLOAD_PROGRESS_EVENT).map((m) => uploadProgress.parse(m.payload));
    await until('the commit to finish on node A', () => progress().some((p) => p.phase === 'commit' && p.done));
    for (const phase of ['preview', 'commit'] as const) {
      const events = progress().filter((p) => p.phase === phase);
      expect(events.filter((p) => !p.done).length, `${phase}: a report while under way`).toBeGreaterThan(0);
      expect(events.at(-1), phase).toMatchObject({
        jobId: job.jobId,
        kind: 'users',
        fileName: 'nodes.csv',
        done: true,
        processedRows: rows,
      });
      const counts = events.map((p) => p.processedRows);
      expect(counts, `${phase}: in order`).toEqual([...counts].sort((x, y) => x - y));
    }
    // Upload progress is the uploader's alone, on every node.
    expect(heroOnA.messages.filter((m) => m.type === UPLOAD_PROGRESS_EVENT)).toEqual([]);
    guardianOnA.socket.close();
    heroOnA.socket.close();
  });

  /** Every file under a node's data folder (its own disk): the shared store keeps nothing there. */
  const filesOnDisk = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);

  it('serves media uploaded through node A from node B, byte ranges included, with nothing on either disk', async () => {
    const guardianOnA = await signIn(a!, 'guardian');
    const guardianOnB = await signIn(b!, 'guardian');
    const base = `/api/announcement/v1/${tenantId}`;
    const created = await call(a!, guardianOnA, 'POST', `${base}/announcements`, {
      json: { category: 'Actions', title: 'Video across nodes' },
    });
    expect(created.status).toBe(201);
    const announcement = (await created.json()) as AnnouncementDetail;
    // An MP4 (ftyp box) of 600 kB: several stored chunks, so ranges cross chunk boundaries.
    const video = Buffer.concat([SAMPLE.mp4, randomBytes(600_000)]);
    const upload = multipartBody([{ filename: 'tour.mp4', contentType: 'video/mp4', content: video }]);
    const stored = await call(a!, guardianOnA, 'POST', `${base}/announcements/${announcement._id}/media`, {
      body: upload.body,
      headers: { 'content-type': upload.contentType },
    });
    expect(stored.status, await stored.clone().text()).toBe(201);
    const media = (await stored.json()) as AnnouncementMedia;

    const whole = await call(b!, guardianOnB, 'GET', media.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const part = await call(b!, guardianOnB, 'GET', media.url, { headers: { range: 'bytes=262100-262200' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 262100-262200/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(262100, 262201))).toBe(true);
    expect((await call(b!, guardianOnB, 'GET', media.url, { headers: { range: `bytes=${video.length}-` } })).status).toBe(416);

    // Deleted through node B: gone for node A too.
    const removed = await call(b!, guardianOnB, 'DELETE', `${base}/announcements/${announcement._id}/media/${media._id}`);
    expect(removed.status).toBeLessThan(300);
    expect((await call(a!, guardianOnA, 'GET', media.url)).status).toBe(404);
    for (const dir of dataDirs) expect(filesOnDisk(dir)).toEqual([]);
  });

  it('serves a call recorded through node A from node B, byte ranges included', async () => {
    const db = await world.open();
    let sessionId: string;
    try {
      const usecaseId = await makeUsecase(db, tenantId, { type: 2 });
      sessionId = await makeSession(db, tenantId, { userId: world.hero.id, usecaseId, type: 2 });
    } finally {
      await db.close();
    }
    const heroOnA = await signIn(a!, 'hero');
    const heroOnB = await signIn(b!, 'hero');
    // Three bot lines, appended one after the other through node A (each append reads the call so far back).
    for (const text of ['Thank you for calling, how can I help you today?', 'Let me look into that for you.', 'Is there anything else?']) {
      const appended = await call(a!, heroOnA, 'POST', '/apigateway/ttssrvc/appendbotvoice', { json: { userSessionId: sessionId, text } });
      expect(appended.status, await appended.clone().text()).toBe(200);
    }
    const url = `/apigateway/tbsrvc/interaction/histories/audio/${tenantId}/${sessionId}?timezone=UTC&isCsvEnable=false`;
    const onA = Buffer.from(await (await call(a!, heroOnA, 'GET', url)).arrayBuffer());
    const whole = await call(b!, heroOnB, 'GET', url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const onB = Buffer.from(await whole.arrayBuffer());
    expect(onB.length).toBeGreaterThan(44);
    expect(onB.equals(onA)).toBe(true);
    expect(onB.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const header = await call(b!, heroOnB, 'GET', url, { headers: { range: 'bytes=0-43' } });
    expect(header.status).toBe(206);
    expect(Buffer.from(await header.arrayBuffer()).equals(onA.subarray(0, 44))).toBe(true);
    for (const dir of dataDirs) expect(filesOnDisk(dir)).toEqual([]);
  });

  const post = (node: ServerProcess, url: string, json: unknown) =>
    fetch(`${node.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });

  /** The processes' clocks cannot be moved: the shared failures are moved back instead, as time would age them. */
  async function ageFailures(ms: number): Promise<void> {
    const db = await world.open();
    try {
      await db.owner.execute(sql`update failure_counters set times = array(select t - ${ms}::bigint from unnest(times) t)`);
    } finally {
      await db.close();
    }
  }

  it('meets the sign-in limit at the same total when the wrong passwords are spread over both nodes', async () => {
    const db = await world.open();
    const user = await makeUser(db, { role: 'hero', tenants: [tenantId] }).finally(() => db.close());
    const { max, windowMs } = DEFAULT_LOGIN_LIMITS.perPair;
    const nodes = [a!, b!];
    const statuses: number[] = [];
    for (let i = 0; i < max; i++)
      statuses.push((await post(nodes[i % 2]!, '/auth/login', { email: user.email, password: `wrong-${i}` })).status);
    expect(statuses).toEqual(Array.from({ length: max }, () => 401));
    // One more on either node is refused, the right password too, each saying when to come back.
    for (const [node, password] of [
      [a!, 'wrong-again'],
      [b!, 'wrong-again'],
      [a!, PASSWORD],
      [b!, PASSWORD],
    ] as const) {
      const refused = await post(node, '/auth/login', { email: user.email, password });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }
    await ageFailures(windowMs);
    expect((await post(b!, '/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('meets the password-reset request limit at the same total over both nodes', async () => {
    const { max, windowMs } = DEFAULT_LOGIN_LIMITS.perPair;
    const email = 'nobody.across.nodes@example.com';
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await post([a!, b!][i % 2]!, '/auth/password/forgot', { email })).status);
    expect(statuses).toEqual([...Array.from({ length: max }, () => 200), 429]);
    const refused = await post(a!, '/auth/password/forgot', { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await ageFailures(windowMs);
    expect((await post(a!, '/auth/password/forgot', { email })).status).toBe(200);
  });
});
