#!/usr/bin/env node
// `npm run bench`: runs every benchmark in bench/ (each `*.mjs` except this runner and `_*.mjs`
// helpers) in its own process, then prints one summary table: figure, target, measured, ÷ reference, ÷ target.
// A benchmark reports its figures by printing lines `::bench-result:: {"figure","target","measured","unit","ratio","ok","vsRef","key"}`
// (bench/_server.mjs result()): `ratio` is measured ÷ the target's bound, `vsRef` the figure ÷ the same figure of
// the reference request measured in the same benchmark run (ADR 043).
// A benchmark that starts the server (calls startServer) runs twice, with BENCH_DB=pglite and BENCH_DB=postgres,
// its figures prefixed [PGlite] / [PostgreSQL]; the others (bundle size, matcher) have no database.
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (a role that may CREATE DATABASE).
// Figures with a `key` from both databases are divided after both ran (PGlite ÷ PostgreSQL, CROSS below):
// the same `npm run bench`, the same machine minutes apart.
// Usage: npm run bench [-- name-filter] (comma-separated; a name ending .mjs matches that file only: load.mjs,practice.mjs); BENCH_DB=pglite or BENCH_DB=postgres runs the database benchmarks on that one only.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs' && !f.startsWith('_'))
  .filter((f) => !filter || filter.split(',').some((x) => (x.endsWith('.mjs') ? f === x : f.includes(x))))
  .sort();

const DATABASES = process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pglite', 'postgres'];
const runs = benches.flatMap((file) =>
  readFileSync(path.join(here, file), 'utf8').includes('startServer(') ? DATABASES.map((db) => ({ file, db })) : [{ file, db: null }],
);

const MARK = '::bench-result::';
/** Figures compared across the two databases' runs, and the target of PGlite's ÷ PostgreSQL's. */
const CROSS = {
  'load-saturation': { figure: 'load saturation point, PGlite ÷ PostgreSQL', atLeast: 0.5 },
};
const results = [];
const failures = [];
const timings = [];
const startedAll = performance.now();
for (const { file, db } of runs) {
  const name = db ? `${file} (BENCH_DB=${db})` : file;
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const env = db ? { ...process.env, BENCH_DB: db } : process.env;
    const child = spawn(process.execPath, [path.join(here, file)], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith(MARK)) results.push({ bench: file, db, ...JSON.parse(line.slice(MARK.length)) });
        else console.log(line);
      }
    });
    child.on('close', resolve);
  });
  timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (code !== 0) failures.push(name);
}

for (const [key, { figure, atLeast }] of Object.entries(CROSS)) {
  const of = (db) => results.find((r) => r.key === key && r.db === db);
  const [embedded, server] = [of('pglite'), of('postgres')];
  if (!embedded || !server) continue;
  const ratio = Number(embedded.measured) / Number(server.measured);
  // A saturation point past the highest rate tried is a lower bound, not a figure to divide.
  const known = Number.isFinite(ratio);
  results.push({
    figure,
    target: `≥ ${atLeast}`,
    measured: known ? Number(ratio.toFixed(2)) : `${embedded.measured} ÷ ${server.measured}`,
    ratio: known ? atLeast / ratio : null,
    ok: known ? ratio >= atLeast : null,
  });
}

const ratioText = (n) => (n === undefined || n === null ? '—' : Number(n).toFixed(2));
const rows = results.map((r) => [
  r.figure,
  r.target ?? '—',
  `${r.measured}${r.unit ? ` ${r.unit}` : ''}`,
  ratioText(r.vsRef),
  ratioText(r.ratio),
  r.ok === undefined || r.ok === null ? '' : r.ok ? 'ok' : 'MISSED',
]);
const head = ['figure', 'target', 'measured', '÷ reference', '÷ target', ''];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) =>
  cells
    .map((c, i) => String(c).padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(
  `\n=== summary (load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}) ===`,
);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log(`\nran in ${((performance.now() - startedAll) / 60_000).toFixed(1)} min: ${timings.join(', ')}`);
if (failures.length > 0) {
  console.log(`\nbenchmarks that failed to run: ${failures.join(', ')}`);
  process.exit(1);
}
