// The reference request (ADR 043): the least a request costs on this stack — Fastify, the session check
// every signed-in call makes, one transaction as the row-level-security role with one primary-key read.
// GET lastAccessedTenant is a real route of the product that is exactly that, so the benchmarks measure
// it beside their hot paths, in the same run, on the same database, through the same client, and print
// each hot-path figure as a ratio to it: a ratio says what the code costs whatever machine runs it.
import { createHash, randomBytes } from 'node:crypto';
import { insertAdvisors } from './_advisors.mjs';
import { percentile } from './_rate-step.mjs';

export const REFERENCE_PATH = '/api/tenant/v1/tenant/lastAccessedTenant';

/** The reference request as a virtual user's action (bench/_rate-step.mjs). */
export const referenceAction = { kind: 'reference', method: 'GET', path: REFERENCE_PATH };

/** A virtual user's day of reference requests only. */
export function* referenceDay() {
  for (;;) yield referenceAction;
}

/**
 * Signed-in sessions for `users` (each `{ id }` gets a `token`), in the sessions table of the active group,
 * written by the database owner before the server starts: as a sign-in would leave them, without spending
 * an argon2 hash per virtual user on setting the stage.
 */
export async function mintSessions(db, users, tenantId) {
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  for (const u of users) u.token = randomBytes(32).toString('base64url');
  for (let from = 0; from < users.length; from += 500) {
    const chunk = users.slice(from, from + 500);
    const values = chunk.map((_, k) => `($${2 * k + 1}, $${2 * k + 2}, $${2 * chunk.length + 1}, $${2 * chunk.length + 2}, 'bench')`);
    await db.query(`insert into sessions (token_hash, user_id, active_tenant_id, expires_at, ip) values ${values.join(', ')}`, [
      ...chunk.flatMap((u) => [createHash('sha256').update(u.token).digest('hex'), u.id]),
      tenantId,
      expires,
    ]);
  }
}

/** `count` advisors in the demo hero's group, each signed in, to send reference requests (`{ id, token, ip }`). */
export async function referenceUsers(db, count) {
  const { users, tenantId } = await insertAdvisors(db, count, 'Reference');
  await mintSessions(db, users, tenantId);
  return users.map((u) => ({ ...u, ip: `10.12.${u.i >> 8}.${u.i & 255}` }));
}

async function referenceOnce(base, token, ip) {
  const started = performance.now();
  const r = await fetch(`${base}${REFERENCE_PATH}`, { headers: { 'x-auth-token': token, 'x-forwarded-for': ip } });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`reference request: ${r.status}`);
  return performance.now() - started;
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** `count` reference requests one at a time (after 20 not counted that warm the path), as the sequential benchmarks send theirs. */
export async function referenceSequential(base, users, count) {
  const times = [];
  for (let i = 0; i < count + 20; i++) {
    const u = users[i % users.length];
    const ms = await referenceOnce(base, u.token, u.ip);
    if (i >= 20) times.push(ms);
  }
  return summary(times);
}

/**
 * Reference requests arriving at random (Poisson) at `rate` a second for `seconds`, spread over `users`,
 * each sent without waiting for the others: the reference under the same request rate as a benchmark's run.
 * Stops waiting for stragglers 15 s after the last request went out.
 */
export async function referenceStream(base, users, rate, seconds) {
  const times = [];
  let errors = 0;
  const inFlight = [];
  const started = performance.now();
  let at = 0;
  for (let i = 0; ; i++) {
    at += -Math.log(1 - Math.random()) * (1000 / rate);
    if (at > seconds * 1000) break;
    const wait = started + at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const u = users[i % users.length];
    inFlight.push(
      referenceOnce(base, u.token, u.ip).then(
        (ms) => times.push(ms),
        () => errors++,
      ),
    );
  }
  await Promise.race([Promise.all(inFlight), new Promise((r) => setTimeout(r, 15_000))]);
  return { ...summary(times), errors: errors + (inFlight.length - times.length - errors) };
}
