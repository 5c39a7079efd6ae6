import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn-server.js';

const run = promisify(execFile);

/**
 * A PostgreSQL instance of the test's own (initdb into a temporary folder, on a free port), for tests that
 * stop and start the database under a running server: the machine's PostgreSQL on 5432 is shared and is
 * never restarted. Uses the Debian server binaries (/usr/lib/postgresql/<version>/bin). PostgreSQL refuses
 * to run as root, so as root (CI runs as root) every command runs as the `postgres` system user.
 */
export interface OwnPostgres {
  /** Superuser connection string (trust authentication, 127.0.0.1 only). */
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops (fast mode) and removes the data folder. */
  destroy(): Promise<void>;
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0]!, 'bin') : null;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql/*/bin.');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-own-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
