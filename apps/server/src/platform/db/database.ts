import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
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
   * statement in one message, one implicit transaction; parameters inlined as escaped literals), in a
   * transaction on PGlite. For hot reads of one statement, which a transaction would wrap in two more round
   * trips (BEGIN with the context, COMMIT). On PostgreSQL each further statement is its own round trip and
   * snapshot: keep those to rare fallbacks that need no common snapshot, and use `run` otherwise.
   */
  read<T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The privileged connection: migrations, seeding and start-up checks only, never request handling. */
  readonly owner: Orm;
  /** Applies pending migrations under the migration advisory lock. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** drizzle's transaction with the context set first (the embedded database; PostgreSQL uses postgres-runner.ts). */
export function scopedRunner(orm: Orm): Pick<Database, 'run' | 'readOnce' | 'writeOnce' | 'read'> {
  const run: Database['run'] = (ctx, fn) =>
    orm.transaction(async (tx) => {
      // set_config(..., true) is transaction-local, so a pooled connection never leaks a context.
      await tx.execute(
        sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${ctx.tenantId ?? ''}, true), set_config('app.user_id', ${ctx.userId ?? ''}, true)`,
      );
      return fn(tx);
    });
  const once = <T>(ctx: RlsContext, query: SQL) => run(ctx, (tx) => selectRows<T>(tx, query));
  return { run, read: run, readOnce: once, writeOnce: once };
}

/** Raw SQL rows from either driver (both answer with a `rows` array). */
export async function selectRows<T>(runner: Orm | Tx, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
