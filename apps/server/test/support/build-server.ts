import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Global setup of the integration project: tests that spawn the compiled server
 * (`spawnServer(env, { built: true })`) must run today's code, so the server and its packages are
 * built incrementally first (`tsc -b`: well under a second when nothing changed; `npm test` has
 * just built them in its typecheck step).
 */
export default function buildServer(): void {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-b', 'apps/server'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Building the server for spawned-process tests failed:\n${run.stdout}${run.stderr}`);
}
