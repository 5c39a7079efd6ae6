#!/usr/bin/env node
// Load benchmark (issues 11 and 27): autocannon at a fixed arrival rate over the hot paths — sign-in, the
// dashboard's load (handshake, widgets, the announcements and Roleplay cards), the announcements feed,
// a scripted chat practice (POST prompt and the calls around it) and a history page — against the
// built server on a fresh database, with many seeded advisors (each virtual user is its own account with
// its own session, so no per-user request bucket comes near its limit; no limit is disabled).
//
// Every figure stands beside the reference request (bench/_reference.mjs, ADR 043), driven by the same
// client on the same server and database in the same run:
// 1. the reference's saturation point (bench/_rate-step.mjs: the first rate where the median passes 100 ms,
//    any request fails or the achieved rate falls 5 % short, found by steps of 1.5× then bisection);
// 2. the mixed day and the reference at SHARE (20 %) of that rate: the mixed p99 there (target < 100 ms)
//    and per hot path, each ÷ the reference's p99 at the same rate;
// 3. the mixed day's saturation point, ÷ the reference's (the runner also divides PGlite's by PostgreSQL's);
// 4. the mixed day and the reference at 40 % of the mixed saturation point: the mixed p99 there (target
//    < 100 ms on PGlite) and the CPU per request (server + PostgreSQL backends) ÷ the reference's.
//
// Database: BENCH_DB=postgres (default; a fresh database on BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) or BENCH_DB=pglite. Knobs: BENCH_LOAD_SECONDS (15 per step),
// BENCH_LOAD_WAVES (20), BENCH_LOAD_WARMUP_RATE (30, for 10 s, not counted), BENCH_LOAD_MAX_RATE (3000: the
// highest rate tried and the number of seeded advisors). Needs `npm run build` first.
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server; with BENCH_LOAD_PROFILE_RATE=n
// the run is the mixed day's warm-up and one step at n req/s, nothing else, so the profile shows only it.
import { existsSync } from 'node:fs';
import { SERVER_MAIN, benchDatabase, result, startServer } from './_server.mjs';
import { insertAdvisors, libraryRoleplay } from './_advisors.mjs';
import { day } from './_day.mjs';
import { TARGET_P99_MS, describe, findSaturation, load, percentile, step } from './_rate-step.mjs';
import { mintSessions, referenceDay } from './_reference.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const WAVES = Number(process.env.BENCH_LOAD_WAVES ?? 20);
const WARMUP_RATE = Number(process.env.BENCH_LOAD_WARMUP_RATE ?? 30);
const MAX_RATE = Number(process.env.BENCH_LOAD_MAX_RATE ?? 3000);
const PROFILE_RATE = Number(process.env.BENCH_LOAD_PROFILE_RATE ?? 0);
/** The steps whose figures are reported run until they have this many requests (at most 45 s): CPU is read in 10 ms ticks. */
const MIN_REQUESTS = 600;
const measuredSeconds = (rate) => Math.min(45, Math.max(SECONDS, Math.ceil(MIN_REQUESTS / rate)));
/** The mixed day's p99 is judged at this share of the reference's saturation point: a rate that scales with the machine. */
const SHARE = 0.2;
/** Where the CPU per request is taken and PGlite's latency judged: comfortably below the mixed day's saturation point. */
const COMFORT = 0.4;
/** Half the mixed day's CPU-per-request ratio to the reference before issue 27's work: 2.62 over both databases (ADR 043). */
const CPU_RATIO_TARGET = 1.3;

if (!existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** Hero accounts in the demo hero's group, each with a session; the chat roleplay they practise and its answer key. */
async function prepare(db, count) {
  const { users, tenantId } = await insertAdvisors(db, count, 'Load');
  await mintSessions(db, users, tenantId);
  return { users, tenantId, ...(await libraryRoleplay(db, tenantId, 1, 'billing-dispute')) };
}

const { databaseUrl } = benchDatabase('postgres');
const server = await startServer({
  databaseUrl,
  prepare: (db) => prepare(db, PROFILE_RATE ? Math.max(PROFILE_RATE, WARMUP_RATE) : MAX_RATE),
});
try {
  const world = server.prepared;
  const ip = (u) => `10.11.${u.i >> 8}.${u.i & 255}`;
  // Two sets of virtual users on the same accounts: the mixed day's and the reference's (never both in one step).
  const mixed = world.users.map((u) => ({ ...u, ip: ip(u), last: undefined, inFlight: null }));
  for (const u of mixed) {
    u.fresh = () => day(u, world);
    u.gen = u.fresh();
  }
  const reference = world.users.map((u) => ({
    ...u,
    ip: ip(u),
    fresh: referenceDay,
    gen: referenceDay(),
    last: undefined,
    inFlight: null,
  }));
  console.log(
    `server on ${server.kind}; ${mixed.length} advisors; chat script of ${world.script.steps.length} steps; ${WAVES} waves per rate; ${SECONDS} s per step; load average before: ${load()}`,
  );
  const label = `[${server.kind}] load`;
  const run = async (name, users, rate, seconds = SECONDS) => {
    const s = await step(server, users, rate, seconds, WAVES);
    console.log(`${name}: ${describe(s)}`);
    return s;
  };
  const fixed = (n, digits = 1) => Number(n.toFixed(digits));

  /** The reference and the mixed day, steps 1 to 4 above. */
  async function everyFigure() {
    await run('warm-up (reference)', reference, WARMUP_RATE, 5);

    // 1. The reference's saturation point.
    const ref = await findSaturation((rate) => run('reference', reference, rate), { start: 300, max: MAX_RATE });
    const refSaturation = ref.saturation?.rate ?? null;
    console.log(`reference saturation point: ${refSaturation ?? `none up to ${MAX_RATE}`} req/s; load average ${load()}`);
    result(`${label} reference saturation point`, refSaturation ?? `> ${MAX_RATE}`, { unit: 'req/s' });

    // 2. Both at SHARE of it.
    const shareRate = Math.max(1, Math.round(SHARE * (refSaturation ?? MAX_RATE)));
    const refAtShare = await run(`reference at ${SHARE * 100} % of its saturation point`, reference, shareRate, measuredSeconds(shareRate));
    const atShare = await run(
      `mixed at ${SHARE * 100} % of the reference's saturation point`,
      mixed,
      shareRate,
      measuredSeconds(shareRate),
    );
    const shareOk = atShare.p99 < TARGET_P99_MS && atShare.errors === 0;
    result(`${label} p99 at ${SHARE * 100} % of the reference's saturation point (${shareRate} req/s)`, fixed(atShare.p99), {
      target: `< ${TARGET_P99_MS} ms, no errors`,
      unit: 'ms',
      ratio: atShare.p99 / TARGET_P99_MS,
      ok: shareOk,
      vsRef: atShare.p99 / refAtShare.p99,
    });
    result(`${label} reference p99 at ${shareRate} req/s`, fixed(refAtShare.p99), { unit: 'ms', vsRef: 1 });
    result(`${label} errors at ${shareRate} req/s`, atShare.errors, { target: '0', ok: atShare.errors === 0 });
    for (const [kind, times] of atShare.kinds) {
      const p99 = percentile(times, 99);
      result(`${label} ${kind} p99 at ${shareRate} req/s`, fixed(p99), { unit: 'ms', vsRef: p99 / refAtShare.p99 });
    }

    // 3. The mixed day's saturation point, from the step already run at the share rate.
    const mix = await findSaturation((rate) => (rate === shareRate ? atShare : run('mixed', mixed, rate)), {
      start: shareRate,
      max: MAX_RATE,
    });
    const saturation = mix.saturation?.rate ?? null;
    console.log(
      `mixed saturation point: ${saturation ?? `none up to ${MAX_RATE}`} req/s; highest rate held: ${mix.held ? `${mix.held.rate} req/s (p99 ${mix.held.p99.toFixed(1)} ms)` : 'none'}; load average ${load()}`,
    );
    result(`${label} saturation point`, saturation ?? `> ${MAX_RATE}`, {
      unit: 'req/s',
      vsRef: saturation && refSaturation ? saturation / refSaturation : null,
      key: 'load-saturation',
    });
    if (mix.held) result(`${label} highest rate held (median < ${TARGET_P99_MS} ms, no errors)`, mix.held.rate, { unit: 'req/s' });

    // 4. Both at COMFORT of the mixed saturation point: CPU per request, and the latency a site sized there sees.
    const comfortRate = Math.max(1, Math.round(COMFORT * (saturation ?? MAX_RATE)));
    const comfort = await run(`mixed at ${COMFORT * 100} % of its saturation point`, mixed, comfortRate, measuredSeconds(comfortRate));
    const refComfort = await run(`reference at ${comfortRate} req/s`, reference, comfortRate, measuredSeconds(comfortRate));
    const cpuRatio = comfort.cpuMs / refComfort.cpuMs;
    console.log(
      `CPU per request at ${comfortRate} req/s (server${server.databaseUrl ? ' + PostgreSQL' : ', database inside'}): mixed ${comfort.cpuMs.toFixed(2)} ms, reference ${refComfort.cpuMs.toFixed(2)} ms, ratio ${cpuRatio.toFixed(2)}`,
    );
    result(`${label} CPU per request (server + database, at ${comfortRate} req/s)`, fixed(comfort.cpuMs, 2), {
      unit: 'ms',
      vsRef: cpuRatio,
      target: `≤ ${CPU_RATIO_TARGET}× ref`,
      ratio: cpuRatio / CPU_RATIO_TARGET,
      ok: cpuRatio <= CPU_RATIO_TARGET,
    });
    result(`${label} reference CPU per request (at ${comfortRate} req/s)`, fixed(refComfort.cpuMs, 2), { unit: 'ms', vsRef: 1 });
    // The embedded database's own target (issue 27): a site sized at 40 % of its saturation point answers within 100 ms.
    const targeted = server.kind === 'PGlite';
    result(`${label} p99 at ${COMFORT * 100} % of its saturation point (${comfortRate} req/s)`, fixed(comfort.p99), {
      unit: 'ms',
      vsRef: comfort.p99 / refComfort.p99,
      ...(targeted
        ? { target: `< ${TARGET_P99_MS} ms`, ratio: comfort.p99 / TARGET_P99_MS, ok: comfort.p99 < TARGET_P99_MS && comfort.errors === 0 }
        : {}),
    });
  }

  await run('warm-up (mixed)', mixed, WARMUP_RATE, 10);
  if (PROFILE_RATE > 0) await run('mixed (profiled)', mixed, PROFILE_RATE);
  else await everyFigure();
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
}
