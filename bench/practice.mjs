#!/usr/bin/env node
// Practice-session benchmark (issue 8): 200 simulated advisors each run a scripted chat roleplay over
// HTTP against the built server on a fresh PostgreSQL database — start practice (assessments), NLP
// validation, user session, one answer per step (the first step answered wrongly once, then right; the
// select-one step by chip), chat/complete, usage, scores — with a typing pause between answers.
// Prints p50/p90/p99/max latency of POST prompt, plus the other calls' p99. Beside them, in the same run on
// the same server, the reference request (bench/_reference.mjs, ADR 043) through the same client (fetch):
// one at a time beside the solo advisor, and at random arrivals at the 200 advisors' mean request rate
// beside their run. Targets: prompt p99 ≤ 5× the reference's p99 (issue 27); p99 < 50 ms stays printed (issue 8). Database: BENCH_DB=postgres (default: a fresh database on BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, a role that may CREATE DATABASE; dropped after the run) or
// BENCH_DB=pglite (the embedded database).
// Knobs: BENCH_ADVISORS (200), BENCH_THINK_MS (mean pause between answers, 4000; 0 for a stress run),
// BENCH_RAMP_MS (advisors start spread over this, 20000), BENCH_LOGIN_CONCURRENCY (8).
// Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { DEMO_PASSWORD, SERVER_MAIN, benchDatabase, measure, result, startServer } from './_server.mjs';
import { chatAnswer, insertAdvisors, libraryRoleplay } from './_advisors.mjs';
import { referenceSequential, referenceStream, referenceUsers } from './_reference.mjs';

const ADVISORS = Number(process.env.BENCH_ADVISORS ?? 200);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 4000);
const LOGIN_CONCURRENCY = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 8);
const RAMP_MS = Number(process.env.BENCH_RAMP_MS ?? 20_000);
const TARGET_P99_MS = 50;
const TARGET_VS_REFERENCE = 5;
const P = '/apigateway/tbsrvc';
const WRONG = 'I had pancakes for breakfast and the weather is lovely today.';

if (!existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** 200 hero accounts (and one for the solo run) and the billing-dispute chat they practise (written by the database owner before the server starts). */
async function makeAdvisors(db) {
  const { users, tenantId } = await insertAdvisors(db, ADVISORS + 1, 'Advisor');
  return {
    advisors: users,
    reference: await referenceUsers(db, 50),
    ...(await libraryRoleplay(db, tenantId, 1, 'billing-dispute')),
  };
}

async function pool(items, size, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const timings = { prompt: [], usersession: [], assessments: [], validation: [], complete: [], crm: [], scores: [] };
let errors = 0;

async function call(base, token, kind, method, path, body) {
  const started = performance.now();
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  timings[kind]?.push(performance.now() - started);
  if (!r.ok) {
    errors++;
    throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 200)}`);
  }
  return JSON.parse(text);
}

async function practise(base, advisor, usecaseId, script, think = THINK_MS, ramp = RAMP_MS) {
  const { token, id } = advisor;
  // A class does not start in the same second: each advisor starts somewhere in the ramp.
  await sleep(Math.random() * ramp);
  const [assessment] = await call(base, token, 'assessments', 'POST', `${P}/assessments`, [
    { actorId: id, userId: id, batchId: null, useCaseId: usecaseId, isUsecaseLibrary: true },
  ]);
  await call(base, token, 'validation', 'GET', `${P}/nlp/validatidation/${assessment.id}`);
  const session = await call(base, token, 'usersession', 'POST', `${P}/usersession`, { assessmentId: assessment.id, hostName: 'bench' });
  let cursor = { userSessionId: session.id, assessmentId: assessment.id, questionId: session.questionId, answerRetryCount: 0 };
  let wrongSent = false;
  let answers = 0;
  while (cursor.questionId) {
    // Reading the customer's line and typing the answer: 0.5–1.5 × BENCH_THINK_MS (a person answers every few seconds).
    await sleep(think * (0.5 + Math.random()));
    const step = script.steps.find((s) => s.id === cursor.questionId);
    const wrong = step.kind !== 'select-one' && !wrongSent ? WRONG : undefined;
    if (wrong) wrongSent = true;
    const payload = chatAnswer(step, cursor, wrong);
    const reply = await call(base, token, 'prompt', 'POST', `${P}/prompt`, payload);
    answers++;
    cursor = { ...cursor, questionId: reply.questionId, answerRetryCount: reply.answerRetryCount };
    if (answers > script.steps.length * 5) throw new Error('the chat does not end');
  }
  await call(base, token, 'complete', 'POST', `${P}/chat/complete`, { userSessionId: session.id, responseTime: 60_000 });
  await call(base, token, null, 'POST', `${P}/usersession/${session.id}/usage`, { durationSeconds: 120, idleSeconds: 10 });
  if (session.isCrmEnabled) {
    // The demo group requires CRM: fill the roleplay's form (every field) before the score.
    const form = await call(base, token, 'crm', 'GET', `${P}/crmform?assessmentId=${assessment.id}`);
    const fields = form.fields.map((f) =>
      f.type === 'checkbox'
        ? { control: f.control, formSelectedOptions: [f.options[0].value] }
        : { control: f.control, formValue: f.options.length > 0 ? f.options[0].value : `Bench ${f.label}` },
    );
    await call(base, token, 'crm', 'POST', `${P}/crmformdata/${session.id}`, { fields });
  }
  const score = await call(base, token, 'scores', 'GET', `${P}/scenario/scores/${session.id}?botTimeTaken=1400`);
  return { answers, score: score.overAllScoreWeightage };
}

const server = await startServer({ databaseUrl: benchDatabase('postgres').databaseUrl, prepare: makeAdvisors });
try {
  console.log(
    `server on ${server.kind}; load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const { advisors, usecaseId, script, reference } = server.prepared;
  // Each advisor signs in from their own desk (the login limiter counts per address; the server trusts the proxy header).
  await pool(advisors, LOGIN_CONCURRENCY, async (a, i) => {
    const r = await fetch(`${server.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email: a.email, password: DEMO_PASSWORD }),
    });
    if (!r.ok) throw new Error(`sign-in of ${a.email}: ${r.status} ${await r.text()}`);
    a.token = (await r.json()).ixAuthToken;
  });
  console.log(`${advisors.length} advisors signed in; script of ${script.steps.length} steps`);
  // Solo: one advisor, no pauses, nobody else — the uncontended latency and the server CPU one prompt costs.
  const solo = advisors.pop();
  const soloRun = await measure(server.pid, async () => {
    for (let i = 0; i < 5; i++) await practise(server.base, solo, usecaseId, script, 0, 0);
  });
  const soloKinds = Object.entries(timings)
    .filter(([, t]) => t.length > 0)
    .map(
      ([kind, t]) =>
        `${kind} ${percentile(
          [...t].sort((x, y) => x - y),
          50,
        ).toFixed(1)}`,
    )
    .join(', ');
  console.log(`solo p50 per call (ms): ${soloKinds}`);
  // Every call is timed but usage (one per chat).
  const soloRequests = Object.values(timings).reduce((n, t) => n + t.length, 0) + 5;
  const soloPrompts = timings.prompt.splice(0).sort((x, y) => x - y);
  for (const t of Object.values(timings)) t.length = 0;
  const soloCpuMs = (1000 * soloRun.cpu) / soloRequests;
  console.log(
    `solo advisor (5 chats back to back): prompt p50 ${percentile(soloPrompts, 50).toFixed(1)} ms, p99 ${percentile(soloPrompts, 99).toFixed(1)} ms; server CPU ${soloCpuMs.toFixed(2)} ms per request`,
  );
  // The reference one at a time: its latency and CPU beside the solo advisor's.
  const soloRefRun = await measure(server.pid, () => referenceSequential(server.base, reference, 300));
  const soloRef = soloRefRun.value;
  const soloRefCpuMs = (1000 * soloRefRun.cpu) / (soloRef.count + 20);
  console.log(
    `reference one at a time: p50 ${soloRef.p50.toFixed(1)} ms, p99 ${soloRef.p99.toFixed(1)} ms; server CPU ${soloRefCpuMs.toFixed(2)} ms per request`,
  );
  const run = await measure(server.pid, () => Promise.allSettled(advisors.map((a) => practise(server.base, a, usecaseId, script))));
  const outcomes = run.value;
  const wall = run.seconds;
  const requests = Object.values(timings).reduce((n, t) => n + t.length, 0) + advisors.length;
  const failed = outcomes.filter((o) => o.status === 'rejected');
  if (failed.length > 0) console.log(`failures: ${failed.length}; first: ${failed[0].reason.message}`);
  const done = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
  const prompts = timings.prompt.sort((x, y) => x - y);
  const p = (q) => Number(percentile(prompts, q).toFixed(1));
  console.log(
    `${done.length} chats completed in ${wall.toFixed(1)} s, ${prompts.length} prompts (${(prompts.length / wall).toFixed(0)}/s, think time ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms, starts over ${RAMP_MS / 1000} s), errors ${errors}`,
  );
  console.log(
    `server CPU ${run.cpu.toFixed(2)} s for ${requests} requests: ${((1000 * run.cpu) / requests).toFixed(2)} ms CPU per request (all kinds)`,
  );
  console.log(
    `POST prompt latency: p50 ${p(50)} ms, p90 ${p(90)} ms, p99 ${p(99)} ms, max ${p(100)} ms; p99 / target (${TARGET_P99_MS} ms) = ${(p(99) / TARGET_P99_MS).toFixed(2)}`,
  );
  for (const kind of ['assessments', 'validation', 'usersession', 'complete', 'crm', 'scores']) {
    const sorted = timings[kind].sort((x, y) => x - y);
    if (sorted.length)
      console.log(`  ${kind}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length})`);
  }
  // The reference at the advisors' mean request rate, for as long as their run took (at most 30 s).
  const rate = requests / wall;
  const ref = await referenceStream(server.base, reference, rate, Math.min(30, Math.max(10, wall)));
  const vsRef = p(99) / ref.p99;
  console.log(
    `reference at ${rate.toFixed(0)} req/s (random arrivals): p50 ${ref.p50.toFixed(1)} ms, p99 ${ref.p99.toFixed(1)} ms (${ref.count}, errors ${ref.errors}); ` +
      `prompt p99 ÷ reference p99 = ${vsRef.toFixed(2)} (target ≤ ${TARGET_VS_REFERENCE})`,
  );
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const label = `[${server.kind}] ${advisors.length} advisors`;
  result(`${label} prompt p99 ÷ reference p99 (${rate.toFixed(0)} req/s)`, Number(vsRef.toFixed(2)), {
    target: `≤ ${TARGET_VS_REFERENCE}`,
    unit: '×',
    ratio: vsRef / TARGET_VS_REFERENCE,
    ok: vsRef <= TARGET_VS_REFERENCE && failed.length === 0 && ref.errors === 0,
    vsRef,
  });
  result(`${label} prompt p99`, p(99), {
    target: `< ${TARGET_P99_MS} ms`,
    unit: 'ms',
    ratio: p(99) / TARGET_P99_MS,
    ok: p(99) < TARGET_P99_MS && failed.length === 0,
    vsRef,
  });
  result(`${label} reference p99`, Number(ref.p99.toFixed(1)), { unit: 'ms', vsRef: 1 });
  result(`${label} prompt p50`, p(50), { unit: 'ms', vsRef: p(50) / ref.p50 });
  const soloP50 = percentile(soloPrompts, 50);
  result(`[${server.kind}] solo advisor prompt p50`, Number(soloP50.toFixed(1)), { unit: 'ms', vsRef: soloP50 / soloRef.p50 });
  result(`[${server.kind}] server CPU per request (solo chat)`, Number(soloCpuMs.toFixed(2)), {
    unit: 'ms',
    vsRef: soloCpuMs / soloRefCpuMs,
  });
  result(`[${server.kind}] reference server CPU per request (one at a time)`, Number(soloRefCpuMs.toFixed(2)), { unit: 'ms', vsRef: 1 });
  result(`${label} chats completed`, done.length, { target: `${ADVISORS}`, ratio: done.length / ADVISORS, ok: done.length === ADVISORS });
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
