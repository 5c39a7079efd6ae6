#!/usr/bin/env node
// Interaction-history benchmark (issue 10): 1,000,000 practice sessions across 50 groups on a fresh
// PostgreSQL database (200 advisors, 5 mentors supervising 40 each and a guardian per group; sessions
// spread over a year), seeded with INSERT … SELECT generate_series, then filtered history pages over
// HTTP against the built server: GET interaction/history as a guardian (the whole group) and as a
// mentor (their team), with date-range, type, review and keyword filters, one request at a time.
// Prints p50/p95 per view and the p95 / target ratio (target p95 < 30 ms), and beside each the p95 ÷ the
// reference request's (bench/_reference.mjs, ADR 043), sent the same way (one at a time) to the same server.
// Database: BENCH_DB=postgres (default: a fresh database on BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, a role that may CREATE DATABASE; dropped after the run) or
// BENCH_DB=pglite, where the seed is scaled down to 100,000 sessions by default (the embedded database is
// one WebAssembly process: seeding a million rows there takes many minutes); the figure names the scale.
// Knobs: BENCH_SESSIONS (1000000 on PostgreSQL, 100000 on PGlite), BENCH_GROUPS (50), BENCH_REQUESTS
// (400 per view). Needs `npm run build` first (the server part is enough).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { DEMO_PASSWORD, SERVER_MAIN, benchDatabase, measure, result, startServer } from './_server.mjs';
import { hexId, seedHistory, YEAR_DAYS } from './_history-seed.mjs';
import { referenceSequential, referenceUsers } from './_reference.mjs';

const { kind, databaseUrl } = benchDatabase('postgres');
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? (kind === 'PGlite' ? 100_000 : 1_000_000));
const GROUPS = Number(process.env.BENCH_GROUPS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const TARGET_P95_MS = 30;
const DAY = 86_400_000;

if (!existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signInAs(base, email, i) {
  const r = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`sign-in of ${email}: ${r.status} ${await r.text()}`);
  return (await r.json()).ixAuthToken;
}

/** A filtered history page as the web asks for it: a date range (midnight to 23:59:59), sometimes a type, review state or keyword. */
function historyQuery(i, days) {
  const end = new Date(Date.now() - ((i * 7919) % (YEAR_DAYS - days)) * DAY);
  end.setUTCHours(23, 59, 59, 999);
  const start = new Date(end.getTime() - days * DAY + 1);
  const q = new URLSearchParams({
    page: String(i % 3),
    size: '10',
    order: 'desc',
    sort: 'sessionStartDateTime',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    employeeID: '000',
    useCaseId: '0',
    type: String(i % 3),
  });
  if (i % 4 === 1) q.set('isReviewed', 'false');
  if (i % 5 === 2) q.set('keyword', i % 2 ? 'card' : 'dana');
  return `/apigateway/tbsrvc/interaction/history?${q}`;
}

async function timeView(base, tokens, days, label) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const token = tokens[i % tokens.length];
    const started = performance.now();
    const r = await fetch(`${base}${historyQuery(i, days)}`, { headers: { 'x-auth-token': token } });
    const body = await r.json();
    const ms = performance.now() - started;
    if (!r.ok) throw new Error(`${label}: ${r.status} ${JSON.stringify(body).slice(0, 200)}`);
    // The first requests warm the connection pool and the caches.
    if (i >= 20) {
      times.push(ms);
      rows += body.totalElements;
    }
  }
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), meanTotal: rows / REQUESTS };
}

/**
 * The same pages through the service in this process (the built listHistory on its own pool): what the
 * database and the query cost without HTTP, sign-in resolution and serialisation.
 */
async function timeService(databaseUrl, groups, days, role, k) {
  const { openDatabase } = await import('../apps/server/dist/platform/db/open-database.js');
  const { listHistory } = await import('../apps/server/dist/modules/roleplay/history/history-service.js');
  const { historyQuery: schema } = await import('@switchboard/contracts');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const times = [];
  try {
    for (let i = 0; i < REQUESTS + 20; i++) {
      const g = groups[i % groups.length];
      const scope = { tenantId: hexId('b0', g, 0), userId: hexId('be', g, k), role };
      const query = schema.parse(Object.fromEntries(new URL(historyQuery(i, days), 'http://x').searchParams));
      const started = performance.now();
      await listHistory(db, scope, query);
      if (i >= 20) times.push(performance.now() - started);
    }
  } finally {
    await db.close();
  }
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

console.log(`${kind}: seeding ${SESSIONS.toLocaleString('en-US')} sessions; load average before seeding: ${load()}`);
const server = await startServer({
  databaseUrl,
  // The demo users' password hash, so the bench's people sign in with the demo password.
  prepare: async (db) => {
    const { rows } = await db.query(`select password_hash from users where email = 'hero@demo.switchboard.test'`);
    await seedHistory(db, { sessions: SESSIONS, groups: GROUPS, passwordHash: rows[0].password_hash });
    return { reference: await referenceUsers(db, 5) };
  },
});
try {
  console.log(`server on ${server.kind}`);
  // Five groups: their guardian and first mentor.
  const groups = [0, 11, 23, 37, 49].filter((g) => g < GROUPS);
  const guardians = [];
  const mentors = [];
  for (const [i, g] of groups.entries()) {
    guardians.push(await signInAs(server.base, `bench.g${g}.u0@example.com`, 2 * i));
    mentors.push(await signInAs(server.base, `bench.g${g}.u1@example.com`, 2 * i + 1));
  }
  console.log(`load average before the requests: ${load()}`);
  const ref = await referenceSequential(server.base, server.prepared.reference, REQUESTS);
  console.log(`reference request, one at a time: p50 ${ref.p50.toFixed(1)} ms, p95 ${ref.p95.toFixed(1)} ms`);
  result(`[${server.kind}] reference request p95 (one at a time)`, Number(ref.p95.toFixed(1)), { unit: 'ms', vsRef: 1 });
  const views = [
    ['guardian, 5-day range', guardians, 5, 'guardian', 0],
    ['mentor, 30-day range', mentors, 30, 'mentor', 1],
  ];
  for (const [label, tokens, days, role, k] of views) {
    const run = await measure(server.pid, () => timeView(server.base, tokens, days, label));
    const m = run.value;
    const ratio = m.p95 / TARGET_P95_MS;
    // The embedded database belongs to the server process while it runs: the service alone is timed on PostgreSQL only.
    const service = server.databaseUrl ? await timeService(server.databaseUrl, groups, days, role, k) : null;
    console.log(
      `${label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms over ${REQUESTS} pages ` +
        `(mean totalElements ${m.meanTotal.toFixed(0)}); p95 / target (${TARGET_P95_MS} ms) = ${ratio.toFixed(2)}\n` +
        `  server CPU ${((1000 * run.cpu) / (REQUESTS + 20)).toFixed(2)} ms per request; the service alone (in-process, no HTTP): ` +
        (service ? `p50 ${service.p50.toFixed(1)} ms, p95 ${service.p95.toFixed(1)} ms` : 'not measured on PGlite'),
    );
    result(`[${server.kind}] history page p95 (${label}, ${SESSIONS.toLocaleString('en-US')} sessions)`, Number(m.p95.toFixed(1)), {
      target: `< ${TARGET_P95_MS} ms`,
      unit: 'ms',
      ratio,
      ok: m.p95 < TARGET_P95_MS,
      vsRef: m.p95 / ref.p95,
    });
    result(`[${server.kind}] history page p50 (${label})`, Number(m.p50.toFixed(1)), { unit: 'ms', vsRef: m.p50 / ref.p50 });
  }
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
}
