import { AsyncLocalStorage } from 'node:async_hooks';
import { EmbeddedThread, type EmbeddedQueryable } from '../../src/platform/db/embedded-thread.js';
import pg from 'pg';

/** What one counted piece of work sent to the database. */
export interface StatementCount {
  /** SQL statements the database executed (BEGIN, the context, each query, COMMIT). */
  statements: number;
  /** Messages that waited for the database's answer: network round trips on PostgreSQL, calls into PGlite. */
  roundTrips: number;
}

const counting = new AsyncLocalStorage<StatementCount>();
let installed = false;

/**
 * Counts, per awaited call, what reaches the database, on both drivers: node-postgres's client queries
 * (a multi-statement simple query answers with one result per statement) and the embedded database's
 * messages to its thread (a transaction adds its BEGIN and COMMIT). Only calls made
 * inside `countStatements(fn)` count, so background work of the app does not. Install once, before the
 * app opens its database: postgres-runner binds each pooled client's query method when it first uses it.
 */
export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const count = counting.getStore();
    if (!count) return clientQuery.apply(this, args);
    count.roundTrips++;
    const add = (r: pg.QueryResult | pg.QueryResult[] | undefined) => (count.statements += Array.isArray(r) ? r.length : 1);
    // pg-pool's pool.query passes a callback; drizzle awaits the returned promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, r: pg.QueryResult | pg.QueryResult[] | undefined) => {
        add(r);
        (callback as (e: unknown, r: unknown) => void)(error, r);
      };
      return clientQuery.apply(this, args);
    }
    const result = clientQuery.apply(this, args);
    if (result instanceof Promise) void result.then(add, () => add(undefined));
    return result;
  };
  // The embedded database answers from its own thread, out of the caller's async context: count at the
  // server thread's side of it, one message there and back being one round trip.
  type Query = EmbeddedQueryable['query'];
  const proto = EmbeddedThread.prototype as unknown as {
    query: Query;
    read: (setup: string, ...rest: unknown[]) => Promise<unknown>;
    inTransaction: (setup: string | null, fn: (tx: EmbeddedQueryable) => Promise<unknown>) => Promise<unknown>;
  };
  const countedQuery = (query: Query): Query =>
    function (this: unknown, ...args: Parameters<Query>) {
      const count = counting.getStore();
      if (count) {
        count.roundTrips++;
        count.statements++;
      }
      return query.apply(this, args);
    };
  proto.query = countedQuery(proto.query);
  const read = proto.read;
  proto.read = function (this: unknown, setup: string, ...rest: unknown[]) {
    const count = counting.getStore();
    if (count) {
      // BEGIN, the context, the statement and COMMIT in one message.
      count.roundTrips++;
      count.statements += 3 + statementsIn(setup);
    }
    return read.call(this, setup, ...rest);
  };
  const inTransaction = proto.inTransaction;
  proto.inTransaction = function (this: unknown, setup, fn) {
    const count = counting.getStore();
    if (!count) return inTransaction.call(this, setup, fn);
    // BEGIN and the context travel with the first statement (counted as its message), COMMIT (or ROLLBACK) alone.
    count.roundTrips += 1;
    count.statements += 2 + statementsIn(setup ?? '');
    return inTransaction.call(this, setup, (tx) => counting.run(count, () => fn({ query: countedQuery(tx.query.bind(tx)) })));
  };
}

/** Statements in a simple-query text: its semicolon-separated parts (BEGIN, COMMIT and set_config here). */
function statementsIn(text: string): number {
  return text.split(';').filter((part) => part.trim().length > 0).length;
}

/** Runs fn and returns what it sent to the database along with its result. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ value: T; count: StatementCount }> {
  const count: StatementCount = { statements: 0, roundTrips: 0 };
  // Awaited inside the context: fastify's inject answers with a thenable that only starts when awaited.
  const value = await counting.run(count, async () => await fn());
  // node-postgres settles a query's promise after its last message: let the counting callbacks above run.
  await new Promise((resolve) => setImmediate(resolve));
  return { value, count };
}
