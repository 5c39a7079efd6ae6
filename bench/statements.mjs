#!/usr/bin/env node
// Statements and round trips per hot-path request (issue 27, ADR 043): the load benchmark's working day
// (bench/_day.mjs) sent one request at a time to the built server on a fresh PostgreSQL database, through a
// counting proxy (bench/_pg-counter.mjs), beside the reference request (bench/_reference.mjs). A count does
// not depend on the machine: it is the figure the work of cutting statements per request moves, and the
// ratio to the reference (four statements in two round trips today) says how far a call is from the least.
// PostgreSQL only (the embedded database has no wire to count on): with BENCH_DB=pglite it says so and stops.
// Knobs: BENCH_STATEMENT_REQUESTS (the day's first 240 requests: every part of it several times; the median
// per request kind is printed).
import { existsSync } from 'node:fs';
import { DEFAULT_DATABASE_URL, SERVER_MAIN, result, startServer } from './_server.mjs';
import { insertAdvisors, libraryRoleplay } from './_advisors.mjs';
import { day } from './_day.mjs';
import { ERROR } from './_rate-step.mjs';
import { mintSessions, referenceAction } from './_reference.mjs';
import { startCounter } from './_pg-counter.mjs';

const REQUESTS = Number(process.env.BENCH_STATEMENT_REQUESTS ?? 240);

if ((process.env.BENCH_DB ?? 'postgres') !== 'postgres') {
  console.log('statements per request are counted on PostgreSQL only');
  process.exit(0);
}
if (!existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const target = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL);
const counter = await startCounter({ host: target.hostname, port: Number(target.port || 5432) });
const viaCounter = new URL(target);
viaCounter.hostname = '127.0.0.1';
viaCounter.port = String(counter.port);

const server = await startServer({
  databaseUrl: viaCounter.toString(),
  prepare: async (db) => {
    const { users, tenantId } = await insertAdvisors(db, 1, 'Counted');
    await mintSessions(db, users, tenantId);
    return { user: users[0], tenantId, ...(await libraryRoleplay(db, tenantId, 1, 'billing-dispute')) };
  },
});
try {
  const { user, ...world } = server.prepared;
  const u = { ...user, ip: '10.13.0.1' };
  /** Per request kind ("GET /path" with ids blanked): the counts of each time it was sent. */
  const seen = new Map();
  const send = async (action) => {
    const before = counter.snapshot();
    const headers = { 'x-forwarded-for': u.ip };
    if (!action.anonymous) headers['x-auth-token'] = u.token;
    if (action.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(`${server.base}${action.path}`, {
      method: action.method,
      headers,
      body: action.body === undefined ? undefined : JSON.stringify(action.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await r.text();
    // The server may answer before a transaction's COMMIT reached the wire: let the socket settle.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = counter.snapshot();
    const name = `${action.method} ${action.path.split('?')[0].replace(/[0-9a-f]{24}/g, ':id')}`;
    if (!seen.has(name)) seen.set(name, []);
    seen.get(name).push({ statements: after.statements - before.statements, roundTrips: after.roundTrips - before.roundTrips });
    if (!r.ok) throw new Error(`${name}: ${r.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };
  const gen = day(u, world);
  let last;
  for (let n = 0; n < REQUESTS; n++) {
    last = await send(gen.next(last).value).catch((error) => {
      console.log(`  failed: ${error.message}`);
      return ERROR;
    });
  }
  // After the day, not at start-up, when the server's own first tasks would be counted with them.
  for (let i = 0; i < 20; i++) await send(referenceAction);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const ref = seen.get(`${referenceAction.method} ${referenceAction.path}`);
  const refStatements = median(ref.map((c) => c.statements));
  console.log('request: statements, round trips (median of the times sent; count)');
  for (const [name, counts] of seen) {
    const statements = median(counts.map((c) => c.statements));
    const roundTrips = median(counts.map((c) => c.roundTrips));
    console.log(`  ${name}: ${statements}, ${roundTrips} (${counts.length})`);
    result(`[PostgreSQL] statements per request: ${name} (round trips ${roundTrips})`, statements, {
      vsRef: statements / refStatements,
    });
  }
} finally {
  await server.stop();
  await counter.close();
}
