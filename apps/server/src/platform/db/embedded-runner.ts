import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import type { Database, Orm, RlsContext, Tx } from './database.js';
import type { EmbeddedQueryable, EmbeddedThread } from './embedded-thread.js';
import { contextStatement } from './postgres-runner.js';

/** What drizzle's database keeps to build sessions and transactions on another client. */
type RelationalSchema = NonNullable<ConstructorParameters<typeof PgliteSession>[2]>;
interface OrmInternals {
  dialect: PgDialect;
  _: RelationalSchema;
}

/**
 * Request transactions on the embedded database. Each message to its thread waits for the server's
 * thread to read the answer and send the next, and PGlite runs one transaction at a time, so every round
 * trip a transaction saves is time the whole database is free sooner: BEGIN travels with the context, and
 * the session check every request makes (readOnce) is one message for BEGIN, context, read and COMMIT.
 */
export function embeddedRunner(thread: EmbeddedThread, orm: Orm): Pick<Database, 'run' | 'read' | 'readOnce' | 'writeOnce'> {
  const { dialect, _: internals } = orm as unknown as OrmInternals;
  const schema: RelationalSchema = {
    fullSchema: internals.fullSchema,
    schema: internals.schema,
    tableNamesMap: internals.tableNamesMap,
  };
  const sessionOn = (client: EmbeddedQueryable) => new PgliteSession(client as unknown as PGlite, dialect, schema, {});
  // drizzle's transaction object builds a query helper for every table: built once per concurrent
  // transaction and reused (each serves one transaction at a time), pointed at that transaction's client.
  const idleTransactions: { on: { client: EmbeddedQueryable | null }; tx: Tx }[] = [];
  const newTransaction = () => {
    const on: { client: EmbeddedQueryable | null } = { client: null };
    const client: EmbeddedQueryable = {
      query: (sql, params, options) => {
        if (!on.client) return Promise.reject(new Error('Transaction is closed'));
        return on.client.query(sql, params, options);
      },
    };
    return { on, tx: new PgliteTransaction(dialect, sessionOn(client), schema) as unknown as Tx };
  };
  const run = <T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    thread.inTransaction(contextStatement(ctx), async (client) => {
      const transaction = idleTransactions.pop() ?? newTransaction();
      transaction.on.client = client;
      try {
        return await fn(transaction.tx);
      } finally {
        transaction.on.client = null;
        idleTransactions.push(transaction);
      }
    });
  // drizzle's own execute() with a client whose one statement travels with the context; the worker commits
  // it, so the same message serves a read and a self-contained write.
  const once = async <T>(ctx: RlsContext, query: SQL): Promise<T[]> => {
    const setup = contextStatement(ctx);
    const single = sessionOn({ query: (sql, params = [], options) => thread.read(setup, sql, params, options) });
    const result = (await single.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
  // A read sends each statement with the context in one message, as on PostgreSQL (each its own snapshot,
  // so a rare second statement is a fallback that needs none in common with the first). drizzle's transaction
  // object is costly to build: idle readers are reused, each by one read at a time.
  const idleReaders: { ctx: { setup: string }; tx: Tx }[] = [];
  const newReader = () => {
    const ctx = { setup: '' };
    const client: EmbeddedQueryable = { query: (sql, params = [], options) => thread.read(ctx.setup, sql, params, options) };
    return { ctx, tx: new PgliteTransaction(dialect, sessionOn(client), schema) as unknown as Tx };
  };
  const read = async <T>(ctx: RlsContext, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const reader = idleReaders.pop() ?? newReader();
    reader.ctx.setup = contextStatement(ctx);
    try {
      return await fn(reader.tx);
    } finally {
      idleReaders.push(reader);
    }
  };
  return { run, read, readOnce: once, writeOnce: once };
}
