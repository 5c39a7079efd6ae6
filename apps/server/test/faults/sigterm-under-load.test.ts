import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { announcements } from '../../src/modules/announcements/tables.js';
import { uploadJobs } from '../../src/modules/uploads/tables.js';
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
import { PASSWORD } from '../support/factories.js';
import { TEST_DB } from '../support/test-database.js';

interface Reply {
  status: number;
  connection: string | undefined;
  text: string;
}

/**
 * A request whose headers and first half of the body are sent now and the rest on `finish()`:
 * the server has begun it, and it cannot complete until the test says so.
 */
function halfSent(server: ServerProcess, path: string, id: string, headers: Record<string, string>, body: Buffer) {
  const { port } = new URL(server.url);
  let request!: http.ClientRequest;
  const reply = new Promise<Reply>((resolve, reject) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: { ...headers, 'content-length': body.length, 'x-request-id': id },
      },
      (response) => {
        let text = '';
        response.on('data', (d) => (text += d));
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, text }));
      },
    );
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { id, reply, finish: () => request.end(body.subarray(half)) };
}

/**
 * Issue 11 §3: SIGTERM while the server is busy. Requests it has begun finish with success (and
 * their writes are kept), open events sockets are told 1001 "going away", and the process exits 0.
 */
describe('SIGTERM under load', () => {
  let world: SpawnedWorld;
  let server: ServerProcess | undefined;
  const sockets: EventsListener[] = [];

  beforeAll(async () => {
    world = await spawnedWorld();
  }, 60_000);
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await stopServer(server);
    await world?.cleanup();
  });

  it(`finishes in-flight requests with 2xx, closes WebSockets with 1001 and exits 0 (${TEST_DB})`, async () => {
    server = await spawnServer({ ...world.env, LOG_LEVEL: 'info' }, { built: true });
    const s = server;
    const logged = (msg: string) => s.output().includes(`"msg":"${msg}"`);
    const began = (id: string) =>
      s
        .output()
        .split('\n')
        .some((line) => line.includes('"msg":"incoming request"') && line.includes(`"reqId":"${id}"`));
    const guardian = await signInTo(s, world.guardian.email);
    const hero = await signInTo(s, world.hero.email);
    for (const token of [guardian, guardian, hero]) sockets.push(await openEvents(s, token));

    // Load: two clients reading as fast as a browser tab would, until the server goes away.
    const statuses: number[] = [];
    let loading = true;
    const reader = async () => {
      while (loading) {
        try {
          statuses.push((await fetch(`${s.url}/auth/me`, { headers: { 'x-auth-token': hero } })).status);
        } catch {
          return; // refused or reset once the server stopped taking requests
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const readers = [reader(), reader()];

    // Five writes the server has begun, each still waiting for the rest of its body.
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    const announce = (n: number) =>
      halfSent(
        s,
        `/api/announcement/v1/${world.tenantId}/announcements`,
        `inflight-announcement-${n}`,
        { 'content-type': 'application/json', 'x-auth-token': guardian },
        json({ category: 'Product Update', title: `In flight ${n}`, body: '<p>Sent during shutdown</p>', status: 'published' }),
      );
    const upload = multipart('term.csv', usersCsv(3000, 'Term'));
    const inFlight = [
      halfSent(
        s,
        '/auth/login',
        'inflight-login',
        { 'content-type': 'application/json' },
        json({ email: world.hero.email, password: PASSWORD }),
      ),
      announce(1),
      announce(2),
      announce(3),
      halfSent(
        s,
        `/api/tenant/v1/${world.tenantId}/users/upload`,
        'inflight-upload',
        { ...upload.headers, 'x-auth-token': guardian },
        upload.payload,
      ),
    ];
    await until('every request to have begun', () => inFlight.every((r) => began(r.id)));
    await until('some load', () => statuses.length >= 5);

    server.child.kill('SIGTERM');
    await until('the shutdown to begin', () => logged('shutting down: finishing in-flight requests'));
    for (const r of inFlight) r.finish();

    const replies = await Promise.all(inFlight.map((r) => r.reply));
    replies.forEach((reply, i) => {
      expect(reply.status, `${inFlight[i]!.id}: ${reply.text}`).toBeGreaterThanOrEqual(200);
      expect(reply.status, `${inFlight[i]!.id}: ${reply.text}`).toBeLessThan(300);
      expect(reply.connection, inFlight[i]!.id).toBe('close');
    });
    for (const { closed } of sockets) expect(await closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(await server.exited).toBe(0);
    expect(logged('stopped')).toBe(true);
    loading = false;
    await Promise.all(readers);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // What the in-flight writes replied is what the database kept.
    const db = await world.open();
    try {
      const [kept] = await db.owner
        .select({ n: sql<number>`count(*)::int` })
        .from(announcements)
        .where(like(announcements.title, 'In flight %'));
      expect(kept!.n).toBe(3);
      const jobs = await db.owner.select({ status: uploadJobs.status, validRows: uploadJobs.validRows }).from(uploadJobs);
      expect(jobs).toEqual([{ status: 'preview', validRows: 3000 }]);
    } finally {
      await db.close();
    }
    // ~3 s on PostgreSQL, ~15 s on PGlite on a busy 2-core machine; the limit leaves room for a full parallel run.
  }, 120_000);
});
