import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
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
 * (a multi-statement simple query answers with one result per statement) and PGlite's query, exec and
 * transaction calls (a transaction adds its BEGIN and COMMIT). Only calls made
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
  // PGlite runs its protocol behind a queue, out of the caller's async context: count at its API instead.
  const proto = PGlite.prototype as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  const counted = (method: (...args: unknown[]) => Promise<unknown>, statementsOf: (text: unknown) => number) =>
    function (this: unknown, ...args: unknown[]) {
      const count = counting.getStore();
      if (count) {
        count.roundTrips++;
        count.statements += statementsOf(args[0]);
      }
      return method.apply(this, args);
    };
  proto.query = counted(proto.query, () => 1);
  proto.exec = counted(proto.exec, (text) => statementsIn(String(text)));
  const transaction = proto.transaction;
  proto.transaction = function (this: unknown, fn: unknown) {
    const count = counting.getStore();
    if (!count) return transaction.call(this, fn);
    // BEGIN and COMMIT (or ROLLBACK), each its own call.
    count.statements += 2;
    count.roundTrips += 2;
    return transaction.call(this, (tx: Record<'query' | 'exec', (...args: unknown[]) => Promise<unknown>>) =>
      counting.run(count, () =>
        (fn as (tx: unknown) => Promise<unknown>)(
          // On top of the transaction object, so its live `closed` getter stays its own.
          Object.assign(Object.create(tx) as object, {
            query: counted(tx.query, () => 1),
            exec: counted(tx.exec, (text) => statementsIn(String(text))),
          }),
        ),
      ),
    );
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
