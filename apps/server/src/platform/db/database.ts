import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as tables from './tables.js';

export type Schema = typeof tables;
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The NOSUPERUSER NOBYPASSRLS role every request transaction runs as (created by migrations). */
export const APP_ROLE = 'switchboard_app';

/** What row-level security sees in a transaction: the tenant and the acting user. */
export interface RlsContext {
  tenantId: string | null;
  userId: string | null;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction as APP_ROLE with the RLS context set for that transaction only. */
  run<T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One read-only statement under the RLS context, in a single round trip on PostgreSQL (the session check
   * every request makes). Its parameters are inlined as escaped literals: pass ids and hashes, not bulk data.
   */
  readOnce<T>(ctx: RlsContext, query: SQL): Promise<T[]>;
  /** One self-contained write (its RETURNING rows answered) the same way: its own transaction, one round trip. */
  writeOnce<T>(ctx: RlsContext, query: SQL): Promise<T[]>;
  /**
   * A read of one drizzle statement under the RLS context: in a single round trip on PostgreSQL (context and
   * statement in one message, one implicit transaction; parameters inlined as escaped literals), in one
   * message to its thread on PGlite. For hot reads of one statement, which a transaction would wrap in one
   * more round trip (COMMIT). Each further statement is its own round trip and snapshot: keep those to rare
   * fallbacks that need no common snapshot, and use `run` otherwise.
   */
  read<T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The privileged connection: migrations, seeding and start-up checks only, never request handling. */
  readonly owner: Orm;
  /** Applies pending migrations under the migration advisory lock. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raw SQL rows from either driver (both answer with a `rows` array). */
export async function selectRows<T>(runner: Orm | Tx, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
