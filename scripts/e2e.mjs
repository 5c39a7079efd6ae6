#!/usr/bin/env node
// Browser journeys: makes sure Debian's Chromium is there (installing it when we are root on
// Debian), builds the app, then runs the e2e project against a real server on a fresh database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const debian = existsSync('/etc/debian_version');
  if (root && debian) {
    console.log(`${CHROMIUM} is missing: installing the Debian package "chromium".`);
    if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0) {
      console.error('Installing chromium with apt-get failed.');
      return false;
    }
    return existsSync(CHROMIUM);
  }
  console.error(
    [
      `The browser journeys need Chromium at ${CHROMIUM}, and it is missing.`,
      debian
        ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium'
        : 'Install the Debian/Ubuntu package "chromium" (or run the tests in the project\'s Debian CI image) so that /usr/bin/chromium exists.',
      'Then run `node scripts/e2e.mjs` again.',
    ].join('\n'),
  );
  return false;
}

if (!ensureChromium()) process.exit(1);
if (run('npm', ['run', 'build']) !== 0) {
  console.error('The build failed: the browser journeys did not run.');
  process.exit(1);
}
process.exit(run('npx', ['vitest', 'run', '--project', 'e2e']));
