#!/usr/bin/env node
// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the server under `BENCH_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=DIR" BENCH_LOAD_PROFILE_RATE=n node bench/load.mjs`): the functions with the most self time,
// and the self time per package or source area, so a "before" and an "after" profile compare line by line.
// Percentages are of the busy time (idle samples left out) within the profile's last `seconds` (all when not
// given): the load benchmark's server spends its first seconds loading modules, which is not request work.
// Usage: node scripts/cpu-profile-top.mjs FILE.cpuprofile [rows=30] [seconds]
import { readFileSync } from 'node:fs';

const [file, rowsArg, secondsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs FILE.cpuprofile [rows]');
  process.exit(1);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const from = secondsArg ? profile.endTime - Number(secondsArg) * 1e6 : -Infinity;
const selfUs = new Map();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  const id = profile.samples[i];
  if (at < from || byId.get(id).callFrame.functionName === '(idle)') continue;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** Where a function lives: a package under node_modules, the server's own code, node's internals, or V8's pseudo-frames. */
function areaOf(url) {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const workspace = /\/packages\/([^/]+)\/dist\//.exec(url);
  if (workspace) return `@switchboard/${workspace[1]}`;
  if (url.startsWith('node:')) return 'node internals';
  const own = /apps\/server\/dist\/(.*?)\/[^/]+$/.exec(url);
  if (own) return `server: ${own[1]}`;
  return url;
}

const fns = new Map();
const areas = new Map();
for (const [id, us] of selfUs) {
  const { callFrame: f } = byId.get(id);
  const where = f.url ? `${f.url.replace(/^.*?(node_modules|apps\/server\/dist|packages)\//, '$1/')}:${f.lineNumber + 1}` : '';
  const name = `${f.functionName || '(anonymous)'} ${where}`;
  fns.set(name, (fns.get(name) ?? 0) + us);
  const area = areaOf(f.url);
  areas.set(area, (areas.get(area) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s busy${secondsArg ? ` in the last ${secondsArg} s` : ''}`);
console.log('\nself time by function:');
for (const [name, us] of top(fns, rows)) console.log(`${pct(us)}  ${name}`);
console.log('\nself time by area:');
for (const [area, us] of top(areas, rows)) console.log(`${pct(us)}  ${area}`);
