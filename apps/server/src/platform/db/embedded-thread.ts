import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedReply, EmbeddedRequest, EmbeddedStart, ErrorFields, RowShape, StatementResult } from './embedded-protocol.js';

/** drizzle's query options: a row mode and the parsers it swaps in (each returns the text it is given). */
interface DrizzleQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What drizzle-orm/pglite calls on its client inside a transaction, and what a transaction is given. */
export interface EmbeddedQueryable {
  query(sql: string, params?: unknown[], options?: DrizzleQueryOptions): Promise<StatementResult>;
}

/** Distributes a request type over its members, so omitting `id` keeps each member's own fields. */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * The worker's module next to this one: the compiled .js at run time. Tests run the TypeScript sources, and
 * a worker thread does not inherit the test runner's transform, so there the worker loads its source
 * through tsx (a development dependency) instead.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  const compiled = new URL('./embedded-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return { entry: compiled, eval: false };
  const source = JSON.stringify(new URL('./embedded-worker.ts', import.meta.url).href);
  return { entry: `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}))`, eval: true };
}

/** A database error from the worker, with its fields (code, constraint, …) where the callers look for them. */
function databaseError(message: string, fields: ErrorFields): Error {
  const error = Object.assign(new Error(message), fields);
  if (typeof fields.name === 'string') error.name = fields.name;
  return error;
}

/**
 * The server thread's side of the embedded database: PGlite runs in a worker thread (embedded-worker.ts)
 * and every call here is one message there and one back. A statement's parameters and rows cross by
 * structured clone (Dates, byte arrays and bigints survive it as they are).
 */
export class EmbeddedThread implements EmbeddedQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  /** Cached per drizzle options object (drizzle keeps one per prepared statement). */
  readonly #shapes = new WeakMap<DrizzleQueryOptions, RowShape>();
  #nextId = 1;
  #stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: EmbeddedReply) => {
      if (!('ok' in reply)) return;
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(databaseError(reply.message, reply.fields));
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (worker exit ${code}).`)));
  }

  /** Starts the worker and waits until PGlite has opened the data folder (or failed to). */
  static async start(start: EmbeddedStart): Promise<EmbeddedThread> {
    const { entry, eval: evaluate } = workerEntry();
    const worker = new Worker(entry, { workerData: start, eval: evaluate });
    await new Promise<void>((resolve, reject) => {
      const ready = (reply: EmbeddedReply) => {
        if ('ready' in reply) {
          worker.off('error', reject);
          worker.off('exit', exited);
          resolve();
        }
      };
      const exited = (code: number) => reject(new Error(`The embedded database did not start (worker exit ${code}).`));
      worker.once('message', ready);
      worker.once('error', reject);
      worker.once('exit', exited);
    });
    return new EmbeddedThread(worker);
  }

  #call<T>(request: Unsent<EmbeddedRequest>, id = this.#nextId++): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #shape(options: DrizzleQueryOptions | undefined): RowShape {
    if (!options) return { array: false, text: [] };
    let shape = this.#shapes.get(options);
    if (!shape) {
      shape = { array: options.rowMode === 'array', text: Object.keys(options.parsers ?? {}).map(Number) };
      this.#shapes.set(options, shape);
    }
    return shape;
  }

  query(sql: string, params: unknown[] = [], options?: DrizzleQueryOptions): Promise<StatementResult> {
    return this.#call({ op: 'query', tx: null, sql, params, ...this.#shape(options) });
  }

  /** drizzle-orm/pglite's transaction: fn's statements run in one transaction that holds the database. */
  async transaction<T>(fn: (tx: EmbeddedQueryable) => Promise<T>): Promise<T> {
    return this.inTransaction(null, fn);
  }

  /**
   * A transaction whose BEGIN, `setup` and first statement travel in one message: a transaction of n
   * statements is n + 1 messages (the last one COMMIT), and one that sends no statement opens nothing.
   */
  async inTransaction<T>(setup: string | null, fn: (tx: EmbeddedQueryable) => Promise<T>): Promise<T> {
    // The transaction is known by the id of the request that opened it.
    const tx = this.#nextId++;
    let opened: Promise<StatementResult> | null = null;
    const query = (sql: string, params: unknown[] = [], options?: DrizzleQueryOptions): Promise<StatementResult> => {
      const shape = this.#shape(options);
      if (opened === null) {
        opened = this.#call<StatementResult>({ op: 'begin', setup, sql, params, ...shape }, tx);
        return opened;
      }
      // A statement sent before the transaction has opened waits for it (and fails with it).
      return opened.then(() => this.#call({ op: 'query', tx, sql, params, ...shape }));
    };
    // Whether the worker holds the transaction open: not when no statement was sent, nor when the first failed.
    const isOpen = async () =>
      opened !== null &&
      (await (opened as Promise<StatementResult>).then(
        () => true,
        () => false,
      ));
    let result: T;
    try {
      result = await fn({ query });
    } catch (error) {
      if (await isOpen()) await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    if (await isOpen()) await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** One statement in its own transaction after `setup`, in one message each way. */
  read(setup: string, sql: string, params: unknown[], options?: DrizzleQueryOptions): Promise<StatementResult> {
    return this.#call({ op: 'read', setup, sql, params, ...this.#shape(options) });
  }

  /** Applies pending migrations in the worker, where the statements need not cross threads. */
  migrate(): Promise<void> {
    return this.#call({ op: 'migrate' });
  }

  /** Closes PGlite (it writes what it holds to the data folder), then ends the thread. */
  async close(): Promise<void> {
    if (!this.#stopped) await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
