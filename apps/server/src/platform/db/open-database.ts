import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import * as tables from './tables.js';
import type { Database, Orm } from './database.js';
import { postgresRunner } from './postgres-runner.js';
import { lockDataDir } from './data-dir-lock.js';
import { migratePostgres } from './migrate.js';
import { EmbeddedThread } from './embedded-thread.js';
import { embeddedRunner } from './embedded-runner.js';

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The embedded database's start parameters: PGlite's own, with 32 MB of shared buffers instead of
 * 128 MB. In one WebAssembly process the buffer pool is zeroed at start, so every megabyte of it is
 * resident for the life of the process, idle or not: 128 MB cost ~120 MB of RSS before the first
 * request (issue 6: idle 394 → 281 MB). The data files stay in the OS page cache either way, and a
 * 100,000-user commit or preview measured no slower with the smaller pool (docs/decisions/007).
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Embedded PGlite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function targetFromConfig(config: { DATABASE_URL?: string | undefined; dataDir: string }): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };
}

export async function openDatabase(target: DatabaseTarget, log?: Logger): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Request statements are named (postgres-runner.ts): keep their parse, but plan each execution for its
      // own values. Generic plans of the row-level-security reads grew costlier as practice data grew (ADR 019).
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // An idle client losing its server (restart) must not crash the process; the pool reconnects.
    pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection lost'));
    const orm = drizzlePg(pool, { schema: tables }) as unknown as Orm;
    return {
      kind: 'postgres',
      owner: orm,
      ...postgresRunner(pool, orm),
      migrate: () => migratePostgres(pool),
      ping: async () => {
        await orm.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const release = target.dataDir ? lockDataDir(path.dirname(target.dataDir)) : () => undefined;
  try {
    // PGlite runs on its own thread (embedded-worker.ts), so its statements never stop the server's.
    const thread = await EmbeddedThread.start({ dataDir: target.dataDir, startParams: [...EMBEDDED_START_PARAMS] });
    const orm = drizzlePglite(thread as unknown as PGlite, { schema: tables }) as unknown as Orm;
    return {
      kind: 'pglite',
      owner: orm,
      ...embeddedRunner(thread, orm),
      migrate: () => thread.migrate(),
      ping: async () => {
        await thread.query('select 1');
      },
      close: async () => {
        await thread.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
