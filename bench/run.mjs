#!/usr/bin/env node
// `npm run bench`: runs every benchmark in bench/ (each `*.mjs` except this runner and `_*.mjs`
// helpers) in its own process, then prints one summary table: figure, target, measured, ratio.
// A benchmark reports its figures by printing lines `::bench-result:: {"figure","target","measured","unit","ratio","ok"}`.
// Usage: npm run bench [-- name-filter]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs' && !f.startsWith('_'))
  .filter((f) => !filter || f.includes(filter))
  .sort();

const MARK = '::bench-result::';
const results = [];
const failures = [];
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, file)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith(MARK)) results.push({ bench: file, ...JSON.parse(line.slice(MARK.length)) });
        else console.log(line);
      }
    });
    child.on('close', resolve);
  });
  if (code !== 0) failures.push(file);
}

const rows = results.map((r) => [
  r.figure,
  r.target ?? '—',
  `${r.measured}${r.unit ? ` ${r.unit}` : ''}`,
  r.ratio === undefined || r.ratio === null ? '—' : Number(r.ratio).toFixed(2),
  r.ok === undefined || r.ok === null ? '' : r.ok ? 'ok' : 'MISSED',
]);
const head = ['figure', 'target', 'measured', 'ratio', ''];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) =>
  cells
    .map((c, i) => String(c).padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log('\n=== summary ===');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
if (failures.length > 0) {
  console.log(`\nbenchmarks that failed to run: ${failures.join(', ')}`);
  process.exit(1);
}
