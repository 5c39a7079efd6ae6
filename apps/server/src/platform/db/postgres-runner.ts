import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgClient } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
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

/**
 * A request transaction's opening on its client: BEGIN and the context, not sent on their own but with the
 * transaction's first statement, in one simple-protocol message (its parameters inlined). Most request
 * transactions are two or three statements, so this saves one round trip of three or four; the first statement
 * is parsed afresh instead of named, which costs PostgreSQL less than the round trip costs both ends.
 */
interface Opening {
  pending: string | null;
}

/**
 * Names the parameterised statements drizzle sends on this client, and sends a pending opening with the first
 * one (once, when the pool's client is first used). Answers the client's opening, which `run` sets.
 */
function requestClient(client: pg.PoolClient): Opening {
  const opening: Opening = { pending: null };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const named = (config: unknown, rest: unknown[]) => {
    const statement = config as pg.QueryConfig;
    // A prepared drizzle statement (prepared-statement.ts) comes with an empty name: named here like the rest.
    if (!statement.name && typeof statement.text === 'string') {
      const name = statementName(statement.text);
      if (name !== undefined) return query({ ...statement, name }, ...rest);
    }
    return query(config, ...rest);
  };
  const parameterised = (config: unknown, rest: unknown[]) => config !== null && typeof config === 'object' && Array.isArray(rest[0]);
  // BEGIN is queued before this returns, so a statement sent next (pg runs a client's queries in order) follows it.
  const withOpening = async (pending: string, config: unknown, rest: unknown[]) => {
    const statement = config as pg.QueryConfig;
    const text = parameterised(config, rest) ? inlined(statement.text, rest[0] as unknown[]) : null;
    if (text === null) {
      await query(pending);
      return parameterised(config, rest) ? named(config, rest) : query(config, ...rest);
    }
    const { name: _name, values: _values, ...shape } = statement;
    const results = (await query({ ...shape, text: `${pending}; ${text}` })) as pg.QueryResult[];
    return results[results.length - 1];
  };
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const pending = opening.pending;
    if (pending === null) return parameterised(config, rest) ? named(config, rest) : query(config, ...rest);
    opening.pending = null;
    return withOpening(pending, config, rest);
  };
  return opening;
}

/** A parameter as an SQL literal, as node-postgres would send it (arrays, dates, JSON); null for binary data. */
function literal(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const prepared = pgUtils.prepareValue(value) as unknown;
  if (prepared === null) return 'null';
  return typeof prepared === 'string' ? pg.escapeLiteral(prepared) : null;
}

/** A statement with its `$n` parameters inlined as literals (the simple protocol has none); null if one cannot be. */
function inlined(text: string, params: unknown[]): string | null {
  let binary = false;
  const result = text.replace(/\$(\d+)/g, (placeholder, n: string) => {
    const index = Number(n);
    if (index < 1 || index > params.length) return placeholder;
    const value = literal(params[index - 1]);
    if (value === null) binary = true;
    return value ?? placeholder;
  });
  return binary ? null : result;
}

/**
 * A stand-in for a pooled client that drizzle's session sends statements to: each goes out with the context in
 * one simple-protocol message (parameters inlined, as the simple protocol has none), so the context holds for
 * that statement's implicit transaction and ends with it. A rare second statement (a fallback read) works the
 * same way, in its own round trip and its own snapshot.
 */
function contextClient(pool: pg.Pool): NodePgClient & { ctx: RlsContext } {
  const client = { ctx: { tenantId: null, userId: null } as RlsContext, query: undefined as unknown };
  client.query = async (config: pg.QueryConfig, values?: unknown[]) => {
    const text = inlined(config.text, values ?? config.values ?? []);
    if (text === null) throw new Error('db.read does not inline binary parameters');
    const { name: _name, values: _values, ...rest } = config;
    const results = (await pool.query({ ...rest, text: `${contextStatement(client.ctx)}; ${text}` })) as unknown as pg.QueryResult[];
    return results[1]!;
  };
  return client as unknown as NodePgClient & { ctx: RlsContext };
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
export function postgresRunner(pool: pg.Pool, orm: Orm): Pick<Database, 'run' | 'readOnce' | 'writeOnce' | 'read'> {
  const { dialect, _: internals } = orm as unknown as OrmInternals;
  const schema: RelationalSchema = {
    fullSchema: internals.fullSchema,
    schema: internals.schema,
    tableNamesMap: internals.tableNamesMap,
  };
  // drizzle's transaction object builds a query helper for every table: one per pooled client, not per
  // request (a client serves one transaction at a time, and the object keeps no state between them). A
  // client met for the first time also has its statements named.
  const transactions = new WeakMap<pg.PoolClient, { tx: Tx; opening: Opening }>();
  const transactionOn = (client: pg.PoolClient) => {
    let found = transactions.get(client);
    if (!found) {
      const opening = requestClient(client);
      const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, {}), schema) as unknown as Tx;
      found = { tx, opening };
      transactions.set(client, found);
    }
    return found;
  };
  async function once<T>(ctx: RlsContext, query: SQL): Promise<T[]> {
    const { sql: text } = dialect.sqlToQuery(query.inlineParams());
    // One message, so one implicit transaction: the context holds for the statement and ends with it.
    const results = (await pool.query(`${contextStatement(ctx)}; ${text}`)) as unknown as pg.QueryResult[];
    return results[1]!.rows as T[];
  }
  const idleReaders: { client: NodePgClient & { ctx: RlsContext }; tx: Tx }[] = [];
  const newReader = () => {
    const client = contextClient(pool);
    return { client, tx: new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, {}), schema) as unknown as Tx };
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
      const { tx, opening } = transactionOn(client);
      // Sent with the first statement; a transaction that sent none has nothing to commit or roll back.
      opening.pending = `begin; ${contextStatement(ctx)}`;
      try {
        const result = await fn(tx);
        if (opening.pending === null) await client.query('commit');
        return result;
      } catch (error) {
        // ROLLBACK also ends a transaction that failed at BEGIN; a connection that cannot even do that
        // (its server went away) is dropped instead of going back to the pool.
        if (opening.pending === null) {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        opening.pending = null;
        client.removeListener('error', lost);
        client.release(broken);
      }
    },

    readOnce: once,
    writeOnce: once,

    async read<T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
      // A drizzle transaction object is costly to build (see above): reads reuse idle ones, each used by one read at a time.
      const reader = idleReaders.pop() ?? newReader();
      reader.client.ctx = ctx;
      try {
        return await fn(reader.tx);
      } finally {
        idleReaders.push(reader);
      }
    },
  };
}
