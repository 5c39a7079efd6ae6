import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { APP_ROLE, type Database, type Orm, type RlsContext, type Tx } from './database.js';

/**
 * The statements that open a request's context: the NOBYPASSRLS role and the tenant and user row-level
 * security reads, all transaction-local (set_config(…, true)), so a pooled connection never leaks one.
 * Sent as literal text so they can share one simple-protocol message with BEGIN or with a read (and on the
 * embedded database, one message to its thread).
 */
export function contextStatement(ctx: RlsContext): string {
  const lit = (v: string | null) => pg.escapeLiteral(v ?? '');
  return `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', ${lit(ctx.tenantId)}, true), set_config('app.user_id', ${lit(ctx.userId)}, true)`;
}

/**
 * Request statements run as named (prepared) statements on their connection. The application sends a
 * bounded set of statement texts over and over; unnamed, PostgreSQL parses, analyses and plans each one
 * on every execution, which was most of its CPU per request under load. A name is given per distinct text
 * (the same text always gets the same name, so node-postgres never sees one name for two texts), up to
 * NAMED_STATEMENTS_MAX texts per process: past that, statements run unnamed as before, so a query whose text
 * varies without bound cannot grow every connection's statement cache without bound.
 */
const NAMED_STATEMENTS_MAX = 2000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS_MAX) {
    name = `sb_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Names the parameterised statements drizzle sends on this client (once, when the pool's client is first used). */
function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config !== null && typeof config === 'object' && Array.isArray(rest[0])) {
      const statement = config as pg.QueryConfig;
      if (statement.name === undefined && typeof statement.text === 'string') {
        const name = statementName(statement.text);
        if (name !== undefined) return query({ ...statement, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

/** What drizzle's node-postgres database keeps to build sessions and transactions on a pooled client. */
type RelationalSchema = NonNullable<ConstructorParameters<typeof NodePgSession>[2]>;
interface OrmInternals {
  dialect: PgDialect;
  _: RelationalSchema;
}

/**
 * Request transactions on PostgreSQL in one round trip fewer than drizzle's own `transaction()`: BEGIN and
 * the context travel in one simple-protocol message (several statements are allowed there). Every round
 * trip is a socket write and a read on both ends, and on the prompt's hot path they were the largest cost
 * (issue 8's benchmark: a quarter of the server's CPU was `writev`).
 */
export function postgresRunner(pool: pg.Pool, orm: Orm): Pick<Database, 'run' | 'readOnce'> {
  const { dialect, _: internals } = orm as unknown as OrmInternals;
  const schema: RelationalSchema = {
    fullSchema: internals.fullSchema,
    schema: internals.schema,
    tableNamesMap: internals.tableNamesMap,
  };
  // drizzle's transaction object builds a query helper for every table: one per pooled client, not per
  // request (a client serves one transaction at a time, and the object keeps no state between them). A
  // client met for the first time also has its statements named.
  const transactions = new WeakMap<pg.PoolClient, Tx>();
  const transactionOn = (client: pg.PoolClient): Tx => {
    let tx = transactions.get(client);
    if (!tx) {
      nameStatements(client);
      tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, {}), schema) as unknown as Tx;
      transactions.set(client, tx);
    }
    return tx;
  };
  return {
    async run<T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out client has no listener of the pool's: its server going away between two statements
      // (a restart, an administrator's kill) would be an unhandled 'error' event and end the process.
      // Noted instead: the statement in progress fails on its own, and the client is dropped on release.
      const lost = (error: Error) => {
        broken = error;
      };
      client.on('error', lost);
      try {
        await client.query(`begin; ${contextStatement(ctx)}`);
        const result = await fn(transactionOn(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // ROLLBACK also ends a transaction that failed at BEGIN; a connection that cannot even do that
        // (its server went away) is dropped instead of going back to the pool.
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.removeListener('error', lost);
        client.release(broken);
      }
    },

    async readOnce<T>(ctx: RlsContext, query: SQL): Promise<T[]> {
      const { sql: text } = dialect.sqlToQuery(query.inlineParams());
      // One message, so one implicit transaction: the context holds for the read and ends with it.
      const results = (await pool.query(`${contextStatement(ctx)}; ${text}`)) as unknown as pg.QueryResult[];
      return results[1]!.rows as T[];
    },
  };
}
