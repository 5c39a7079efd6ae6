// Fixed-arrival-rate steps through autocannon, shared by the load benchmark's mixed day and its reference
// request, so both are driven by the same client in the same way (ADR 043).
//
// The arrival rate: autocannon's `overallRate` gives each connection a quota per second that it sends
// as soon as its second begins, and every connection of one autocannon run starts its seconds together,
// so one run of N connections would arrive as a burst of N requests each second. To approach a steady
// arrival rate the rate is split over `waves` runs started 1/waves s apart, each connection sending one
// request per second (a virtual user). A connection waits for its reply before the next request
// (autocannon's model), so when replies take longer than a second the achieved rate drops; it is printed
// beside the offered one. Latency is measured per request from the moment autocannon builds it (just
// before the write) to its reply, without autocannon's coordinated-omission correction.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuOf, measure } from './_server.mjs';

/** What a virtual user's generator receives instead of a reply when its request failed. */
export const ERROR = Symbol('error');
export const TARGET_P99_MS = 100;

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * One autocannon run of `rate` connections, one request a second each. A user is
 * `{ token, ip, gen, fresh(), last, inFlight }`: `gen` yields actions `{ kind, method, path, body?, anonymous? }`
 * and receives the parsed reply (or ERROR); `fresh()` starts a new one when a reply was lost between steps.
 */
function runWave(base, users, rate, seconds, record) {
  // One entry per request the run can make (one a second): autocannon resets a connection's context when its list wraps.
  const requests = Array.from({ length: seconds + 10 }, () => ({
    setupRequest(req, context) {
      context.user ??= users.pop();
      const u = context.user;
      if (u.inFlight) {
        // A reply lost when the previous step stopped: that part of the day is abandoned, the day goes on.
        u.inFlight = null;
        u.last = ERROR;
        u.gen = u.fresh();
      }
      const action = u.gen.next(u.last).value;
      u.inFlight = { action, at: performance.now() };
      const headers = { 'x-forwarded-for': u.ip };
      if (!action.anonymous) headers['x-auth-token'] = u.token;
      if (action.body !== undefined) headers['content-type'] = 'application/json';
      return {
        ...req,
        method: action.method,
        path: action.path,
        headers,
        body: action.body === undefined ? undefined : JSON.stringify(action.body),
      };
    },
    onResponse(status, body, context) {
      const u = context.user;
      const { action, at } = u.inFlight;
      u.inFlight = null;
      const ok = status >= 200 && status < 300;
      record(
        action.kind,
        performance.now() - at,
        ok ? null : `${action.method} ${action.path.split('?')[0]}: ${status} ${String(body).slice(0, 160)}`,
      );
      try {
        u.last = ok ? (body ? JSON.parse(body) : null) : ERROR;
      } catch {
        u.last = null;
      }
    },
  }));
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections: rate, overallRate: rate, duration: seconds, requests, timeout: 10, ignoreCoordinatedOmission: true },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
  });
}

/** CPU seconds used so far by each PostgreSQL backend serving the benchmark's database (same machine; none on PGlite). */
async function databaseCpu(server) {
  if (!server.databaseUrl) return {};
  const c = new pg.Client({ connectionString: server.databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const cpu = await Promise.all(rows.map((r) => cpuOf(r.pid).catch(() => 0)));
    return Object.fromEntries(rows.map((r, i) => [r.pid, cpu[i]]));
  } finally {
    await c.end();
  }
}

/**
 * `rate` requests a second for `seconds` seconds from the first `rate` users of `pool`: latency percentiles
 * overall and per kind, errors, and the CPU the server (and PostgreSQL's backends) spent per request.
 */
/**
 * Waits until the server answers its health check (a database round trip) within 100 ms again, at most
 * 30 s: requests a saturated step left queued would otherwise be served, and timed, in the next step.
 */
async function settle(base) {
  const until = performance.now() + 30_000;
  while (performance.now() < until) {
    const started = performance.now();
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - started < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function step(server, pool, rate, seconds, waveCount) {
  if (pool.length < rate) throw new Error(`${rate} req/s needs ${rate} virtual users; the pool has ${pool.length}`);
  await settle(server.base);
  const samples = [];
  const byKind = new Map();
  const failures = new Map();
  const record = (kind, ms, failure) => {
    samples.push(ms);
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push(ms);
    if (failure) {
      const key = failure.replace(/[0-9a-f]{24}/g, '…');
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  };
  const need = pool.slice(0, rate);
  const waves = Array.from({ length: waveCount }, (_, w) => Math.floor(rate / waveCount) + (w < rate % waveCount ? 1 : 0)).filter(
    (n) => n > 0,
  );
  let next = 0;
  const clientCpu = process.cpuUsage();
  const dbBefore = await databaseCpu(server);
  const run = await measure(server.pid, () =>
    Promise.all(
      waves.map(async (n, w) => {
        await new Promise((r) => setTimeout(r, (w * 1000) / waves.length));
        const users = need.slice(next, next + n).reverse();
        next += n;
        return runWave(server.base, users, n, seconds, record);
      }),
    ),
  );
  const { user, system } = process.cpuUsage(clientCpu);
  const dbAfter = await databaseCpu(server);
  const dbCpu = Object.entries(dbAfter).reduce((n, [pid, t]) => n + t - (dbBefore[pid] ?? 0), 0);
  const sorted = [...samples].sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((a, b) => a + b, 0) + run.value.reduce((n, r) => n + r.errors + r.timeouts, 0);
  return {
    rate,
    seconds,
    achieved: samples.length / seconds,
    count: samples.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : NaN,
    errors,
    failures,
    /** Server + PostgreSQL CPU milliseconds per request (the server alone on PGlite, where the database runs inside it). */
    cpuMs: (1000 * (run.cpu + dbCpu)) / Math.max(1, samples.length),
    cpu: run.cpu,
    dbCpu,
    clientCpu: (user + system) / 1e6,
    load: load(),
    kinds: new Map([...byKind].map(([kind, t]) => [kind, t.sort((a, b) => a - b)])),
  };
}

/**
 * A step no longer holds when the server stops keeping up: the median over 100 ms (a queue that grows
 * for the whole step), any failure, or the achieved rate 5 % short of the offered one. Not the p99: on a
 * shared machine the slowest 1 % is set by the neighbours' load, and a p99 rule found the mixed day
 * "saturated" at 6 req/s while the server used 0.04 cores (ADR 043). Latency targets stay on the p99.
 */
export const saturated = (s) => s.p50 > TARGET_P99_MS || s.errors > 0 || s.achieved < s.rate * 0.95;

export function describe(s) {
  const kinds = [...s.kinds].map(
    ([kind, t]) => `${kind} ${t.length} p50 ${percentile(t, 50).toFixed(1)} p99 ${percentile(t, 99).toFixed(1)}`,
  );
  return (
    `${s.rate} req/s offered, ${s.achieved.toFixed(0)} achieved: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(0)} ms, ` +
    `errors ${s.errors} of ${s.count}; CPU ${s.cpuMs.toFixed(2)} ms per request (server ${(s.cpu / s.seconds).toFixed(2)} cores, ` +
    `PostgreSQL ${(s.dbCpu / s.seconds).toFixed(2)} cores), this client ${(s.clientCpu / s.seconds).toFixed(2)} cores; load average ${s.load}\n` +
    `  ${kinds.join(' | ')}` +
    [...s.failures]
      .slice(0, 5)
      .map(([f, n]) => `\n  ${n} × ${f}`)
      .join('')
  );
}

/**
 * The saturation point by steps: up by 1.5× from `start` while a step holds (down by 1.5× while it does not),
 * then geometric bisection between the highest rate held and the lowest that saturated until they are within
 * 20 % (at most `refine` extra steps). `saturation` is the lowest rate tried that saturated (null when none
 * up to `max`), `held` the highest that held (null when none down to `min`).
 */
export async function findSaturation(tryRate, { start, min = 5, max, refine = 2 }) {
  const tried = new Map();
  const holds = async (rate) => {
    const s = await tryRate(rate);
    tried.set(rate, s);
    return !saturated(s);
  };
  let held = null;
  let failed = null;
  let rate = start;
  if (await holds(rate)) {
    held = rate;
    while (failed === null && rate < max) {
      rate = Math.min(max, Math.round(rate * 1.5));
      if (await holds(rate)) held = rate;
      else failed = rate;
    }
  } else {
    failed = rate;
    while (held === null && rate > min) {
      rate = Math.max(min, Math.round(rate / 1.5));
      if (await holds(rate)) held = rate;
      else failed = rate;
    }
  }
  for (let i = 0; i < refine && held !== null && failed !== null && failed / held > 1.2; i++) {
    const middle = Math.round(Math.sqrt(held * failed));
    if (await holds(middle)) held = middle;
    else failed = middle;
  }
  return { held: held === null ? null : tried.get(held), saturation: failed === null ? null : tried.get(failed) };
}
