#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at nothing so one run shows all
// failures. PostgreSQL integration runs when TEST_DATABASE_URL is set (always in CI).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The voice loop (integration tests) speaks with espeak-ng and listens with pocketsphinx and its US
 * English model; the voice journey lays out its microphone file with sox. Missing packages are installed when we are root on Debian; otherwise the run says
 * exactly what to install instead of failing later with a confusing error.
 */
function ensureSpeechEngines() {
  const onPath = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
  const missing = [
    !onPath('espeak-ng') && 'espeak-ng',
    !onPath('pocketsphinx_continuous') && 'pocketsphinx',
    !existsSync('/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict') && 'pocketsphinx-en-us',
    !onPath('sox') && 'sox',
  ].filter(Boolean);
  if (missing.length === 0) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/etc/debian_version')) {
    console.log(`Installing the Debian packages the voice loop needs: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env }).status === 0;
    if (ok) return true;
  }
  console.error(
    `The voice loop needs the Debian packages ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
  );
  return false;
}

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
