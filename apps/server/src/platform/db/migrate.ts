import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';

/** apps/server/migrations, from both src/ (tests) and dist/ (runtime): same depth. */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** Fixed key: every Switchboard process migrating one database takes the same lock. */
const MIGRATION_LOCK_KEY = 7_301_946_212;

/**
 * Applies pending migrations on one dedicated connection holding a session advisory lock,
 * so processes starting together on one PostgreSQL wait for each other instead of racing.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateWithPg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** PGlite is one connection owned by this process (data-dir lock); the advisory lock keeps one code path. */
export async function migrateEmbedded(client: PGlite): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migrateWithPglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}
