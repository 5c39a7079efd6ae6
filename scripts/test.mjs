#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at nothing so one run shows all
// failures. PostgreSQL integration runs when TEST_DATABASE_URL is set (always in CI).
import { spawnSync } from 'node:child_process';
import { ensureSpeechEngines } from './speech-engines.mjs';

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
  { name: 'integration (PGlite)', cmd: 'npx', args: ['vitest', 'run', '--project', 'integration'], env: { TEST_DB: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'integration (PostgreSQL)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'integration'],
    env: { TEST_DB: 'postgres' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL integration run is left to CI (.ci/run sets it).');
}

steps.push(
  { name: 'web components', cmd: 'npx', args: ['vitest', 'run', '--project', 'web'] },
  { name: 'browser journeys (Chromium)', cmd: 'node', args: ['scripts/e2e.mjs'] },
  // On the production build the journeys just made: sign-in + dashboard JavaScript under 300 KB gzipped.
  { name: 'front-end budget', cmd: 'node', args: ['scripts/first-load-budget.mjs'] },
);

const results = [];
if (!ensureSpeechEngines()) results.push({ name: 'speech engines (espeak-ng, pocketsphinx)', ok: false, seconds: '0.0' });
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: run.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
