// Helpers for benchmarks: start the built server on a fresh database, sign in, sample a process's RSS.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');
const SEED = path.join(root, 'apps/server/dist/seed-command.js');
export const DEMO_PASSWORD = 'bench-pass-123';

/**
 * One figure for the summary of `npm run bench` (bench/run.mjs): `ratio` is measured ÷ the target's bound,
 * `vsRef` the figure ÷ the same figure of the reference request in the same run (bench/_reference.mjs),
 * `key` names a figure the runner compares across the PGlite and PostgreSQL runs.
 */
export function result(figure, measured, { target, unit, ratio, ok, vsRef, key } = {}) {
  console.log(`::bench-result::${JSON.stringify({ figure, target, measured, unit, ratio, ok, vsRef, key })}`);
}

/** The PostgreSQL server benchmarks create their fresh databases on (a role that may CREATE DATABASE). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The database a benchmark that starts the server runs on: BENCH_DB=pglite (the embedded database) or
 * BENCH_DB=postgres (a fresh database on BENCH_DATABASE_URL). `npm run bench` runs each such benchmark
 * once per database; run alone, a benchmark uses `fallback`.
 */
export function benchDatabase(fallback = 'postgres') {
  const kind = process.env.BENCH_DB ?? fallback;
  if (kind === 'pglite') return { kind: 'PGlite', databaseUrl: undefined };
  if (kind === 'postgres') return { kind: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL };
  throw new Error(`BENCH_DB must be pglite or postgres, not ${kind}`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Runs `fn` with a client on the database the server will use, as its owner (row-level security does not
 * apply): a pg client on PostgreSQL, the embedded database opened in this process on PGlite (only while
 * the server is not running: one process at a time may open its data folder). Both answer
 * `query(text, params)` with `{ rows }`.
 */
async function withOwnerClient(env, fn) {
  if (env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(env.DATA_DIR, 'pgdata'));
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

/**
 * The built server on a fresh embedded database (default) or a fresh PostgreSQL database
 * (databaseUrl: a server URL whose role may CREATE DATABASE), with the demo organisation seeded.
 * `prepare(db)`, when given, runs after the seed and before the server starts, with an owner client
 * (see withOwnerClient) to write the benchmark's data; what it returns is the `prepared` field.
 */
export async function startServer({ databaseUrl, prepare } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sb-bench-'));
  const port = await freePort();
  // The benchmarks play many clients, each with its own X-Forwarded-For address, through a proxy on this machine.
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    TRUST_PROXY: 'loopback',
  };
  let dropDatabase = async () => undefined;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const name = `sb_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  // Seed in a process of its own, then start the server on the seeded database, as a deployment
  // runs: the demo seed's one-time peak (the embedded database's WebAssembly memory never shrinks
  // once grown) would otherwise be counted against whatever the benchmark measures.
  let prepared;
  try {
    await run(process.execPath, [SEED], env);
    prepared = prepare ? await withOwnerClient(env, prepare) : undefined;
  } catch (error) {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to profile a run.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(`${base}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (i > 3000 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    prepared,
    /** The fresh database's URL (PostgreSQL runs), for benchmarks that prepare data directly. */
    databaseUrl: env.DATABASE_URL ?? null,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base, email) {
  const r = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  return r.json();
}

async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

/** CPU seconds (user + system) a process has used: robust to other load on the machine, unlike wall time. */
export async function cpuOf(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples a process's RSS every 20 ms while `work` runs; returns its result, wall and CPU seconds, and peak RSS. */
export async function measure(pid, work) {
  const baseline = await rssOf(pid);
  const cpuBefore = await cpuOf(pid);
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await rssOf(pid).catch(() => 0));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  try {
    const value = await work();
    return { value, seconds: (performance.now() - started) / 1000, cpu: (await cpuOf(pid)) - cpuBefore, baseline, peak };
  } finally {
    running = false;
    await sampler;
  }
}

export const mb = (bytes) => Math.round(bytes / 1048576);
