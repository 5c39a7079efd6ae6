import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/platform/db/open-database.js';

/** Which database the integration run uses: PGlite in memory, or a fresh database on TEST_DATABASE_URL. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  target: DatabaseTarget;
  /** A connection string for processes the test spawns (PostgreSQL only). */
  url: string | null;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL role that may CREATE DATABASE).');
  return url;
}

/** A brand-new empty database per test file, dropped afterwards. */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = TEST_DB): Promise<TestDatabase> {
  if (kind === 'pglite') return { target: { kind: 'pglite', dataDir: null }, url: null, drop: async () => undefined };
  const admin = serverUrl();
  const name = `sb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
