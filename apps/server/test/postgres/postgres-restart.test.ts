import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/platform/db/open-database.js';
import { seedDemo } from '../../src/modules/seed/seed-demo.js';
import { announcements } from '../../src/modules/announcements/tables.js';
import { spawnServer, type ServerProcess } from '../support/spawn-server.js';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres.js';

const PASSWORD = 'pg-restart-password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  kind: 'write' | 'read';
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when the request itself failed (the server did not answer). */
  status: number;
  error?: string;
  id?: string;
}

/**
 * Issue 11, fault: PostgreSQL restarted while the server is under load. The test runs its own PostgreSQL
 * (never the machine's on 5432), keeps writers (announcements published) and readers going, stops the
 * database in fast mode, leaves it down a second, starts it again, and checks: requests fail only around
 * the outage and with 503, the service answers again within 5 s of the database being back, and every
 * write that was acknowledged with a 2xx is in the database afterwards.
 */
describe('PostgreSQL restarted under load', () => {
  let pg: OwnPostgres;
  let server: ServerProcess;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    const db = await openDatabase({ kind: 'postgres', url: pg.url, poolSize: 2 });
    await db.migrate();
    await seedDemo(db, PASSWORD);
    await db.close();
    server = await spawnServer({ DATABASE_URL: pg.url });
  }, 120_000);

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await pg?.destroy();
  });

  it('fails only while the database is down, answers within 5 s after, and loses no acknowledged write', async () => {
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guardian@demo.switchboard.test', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { ixAuthToken: token, user } = (await login.json()) as { ixAuthToken: string; user: { lastTenantId: string } };
    const base = `${server.url}/api/announcement/v1/${user.lastTenantId}`;
    const headers = { 'x-auth-token': token, 'content-type': 'application/json' };

    const outcomes: Outcome[] = [];
    let running = true;
    let n = 0;
    const client = async (kind: Outcome['kind']) => {
      while (running) {
        const startedAt = Date.now();
        const outcome: Outcome = { kind, startedAt, endedAt: 0, status: 0 };
        try {
          const r =
            kind === 'write'
              ? await fetch(`${base}/announcements`, {
                  method: 'POST',
                  headers,
                  body: JSON.stringify({
                    category: 'Actions',
                    title: `Restart drill ${n++}`,
                    body: '<p>Drill</p>',
                    status: 'published',
                  }),
                  signal: AbortSignal.timeout(10_000),
                })
              : await fetch(`${base}/announcements?page=1&limit=5&status=published`, { headers, signal: AbortSignal.timeout(10_000) });
          outcome.status = r.status;
          const body = (await r.json()) as { _id?: string; error?: string };
          if (r.ok && kind === 'write') outcome.id = body._id;
          if (!r.ok) outcome.error = body.error;
        } catch (error) {
          outcome.error = String(error);
        }
        outcome.endedAt = Date.now();
        outcomes.push(outcome);
        // About 5 requests a second per client, 20 in all: a steady load that stays within the one user's
        // standard rate bucket (300 burst, 10 a second) for the whole drill, so every refusal is the outage's.
        await sleep(200);
      }
    };
    const clients = [client('write'), client('write'), client('read'), client('read')];

    // Steady load first (a busy machine may need longer than a second or two for it).
    for (const until = Date.now() + 15_000; outcomes.length < 30 && Date.now() < until;) await sleep(100);
    const downAt = Date.now();
    await pg.stop();
    await sleep(1000);
    await pg.start();
    const upAt = Date.now();
    // Past the 5 s grace, and long enough for a good number of requests after it.
    await sleep(5500);
    for (const until = Date.now() + 15_000; outcomes.filter((o) => o.startedAt > upAt + 5000).length < 30 && Date.now() < until;)
      await sleep(100);
    running = false;
    await Promise.all(clients);

    const ok = (o: Outcome) => o.status >= 200 && o.status < 300;
    const failed = outcomes.filter((o) => !ok(o));
    const before = outcomes.filter((o) => o.endedAt < downAt);
    const after = outcomes.filter((o) => o.startedAt > upAt + 5000);
    const firstBack = outcomes.filter((o) => o.startedAt >= upAt && ok(o)).sort((a, b) => a.endedAt - b.endedAt)[0];

    console.log(
      `${outcomes.length} requests; ${failed.length} failed (all 503) between ${failed.length ? Math.min(...failed.map((o) => o.startedAt)) - downAt : 0} and ` +
        `${failed.length ? Math.max(...failed.map((o) => o.endedAt)) - downAt : 0} ms after the stop; database down ${upAt - downAt} ms; ` +
        `first success ${firstBack ? firstBack.endedAt - upAt : '—'} ms after it was back`,
    );
    expect(before.length, 'load ran before the restart').toBeGreaterThanOrEqual(20);
    expect(
      before.filter((o) => !ok(o)),
      'no failures before the database went down',
    ).toEqual([]);
    expect(failed.length, 'the outage was noticed').toBeGreaterThan(0);
    // Failures only for requests that were running while the database was down (or in the 5 s grace after).
    for (const o of failed) {
      expect(o.endedAt, JSON.stringify(o)).toBeGreaterThanOrEqual(downAt);
      expect(o.startedAt, JSON.stringify(o)).toBeLessThanOrEqual(upAt + 5000);
      // The server answered, and said the service is unavailable (retryable), not an internal error.
      expect(o.status, JSON.stringify(o)).toBe(503);
    }
    expect(firstBack, 'a request succeeded after the database came back').toBeDefined();
    expect(firstBack!.endedAt - upAt, 'service back within 5 s').toBeLessThan(5000);
    expect(after.length).toBeGreaterThanOrEqual(20);
    expect(after.every(ok), 'everything answers once recovered').toBe(true);
    expect(server.child.exitCode, 'the server kept running').toBeNull();

    // No acknowledged write lost.
    const acked = outcomes.filter((o) => o.kind === 'write' && ok(o)).map((o) => o.id!);
    expect(acked.length).toBeGreaterThanOrEqual(20);
    const db = await openDatabase({ kind: 'postgres', url: pg.url, poolSize: 1 });
    try {
      const rows = await db.owner.select({ id: announcements.id }).from(announcements).where(inArray(announcements.id, acked));
      expect(rows.length).toBe(acked.length);
    } finally {
      await db.close();
    }
  }, 120_000);
});
