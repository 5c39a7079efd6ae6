import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { migrateEmbedded } from './migrate.js';
import type { EmbeddedReply, EmbeddedRequest, EmbeddedStart, ErrorFields, RowShape, StatementResult } from './embedded-protocol.js';

/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every statement
 * synchronously on the thread that calls it, so on the server's thread each statement stopped every
 * request. Here it stops only this thread. PGlite is one connection: its own lock runs one transaction at
 * a time, and a statement sent outside a transaction waits for the open one to end, as it did in-process.
 */

const port = parentPort!;
const { dataDir, startParams } = workerData as EmbeddedStart;
const client = dataDir ? await PGlite.create(dataDir, { startParams }) : await PGlite.create({ startParams });

interface OpenTransaction {
  tx: Transaction;
  decide: (commit: boolean) => void;
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();

/** Query options per row shape, built once: a parser that returns its input keeps the type as text. */
const shapes = new Map<string, QueryOptions>();
const keepText = (value: string) => value;
function options({ array, text }: RowShape): QueryOptions {
  const key = `${array}:${text.join(',')}`;
  let found = shapes.get(key);
  if (!found) {
    found = { rowMode: array ? 'array' : 'object', parsers: Object.fromEntries(text.map((oid) => [oid, keepText])) };
    shapes.set(key, found);
  }
  return found;
}

async function statement(runner: PGlite | Transaction, sql: string, params: unknown[], shape: RowShape): Promise<StatementResult> {
  const result = await runner.query(sql, params, options(shape));
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
}

/** A database error as data: its message and its primitive fields (code, detail, constraint, table, …). */
function errorFields(error: unknown): ErrorFields {
  const fields: ErrorFields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    }
    if (error instanceof Error) fields.name = error.name;
  }
  return fields;
}

function answer(id: number, work: Promise<unknown>): void {
  work.then(
    (value) => port.postMessage({ id, ok: true, value } satisfies EmbeddedReply),
    (error: unknown) =>
      port.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        fields: errorFields(error),
      } satisfies EmbeddedReply),
  );
}

/**
 * Opens a transaction with its first statement, answering that statement's result; the transaction stays
 * open, holding the database, until the server thread sends `end`.
 */
function begin(request: Extract<EmbeddedRequest, { op: 'begin' }>): Promise<StatementResult> {
  return new Promise<StatementResult>((opened, failed) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const done = client.transaction(async (tx) => {
      // The context has no parameters: as a simple query it is one exchange with PGlite's backend, where
      // query() makes six (parse, describe, bind, describe, execute, sync).
      if (request.setup) await tx.exec(request.setup);
      const first = await statement(tx, request.sql, request.params, request);
      transactions.set(request.id, { tx, decide, done });
      opened(first);
      if (!(await decided)) await tx.rollback();
    });
    // Before it opened (BEGIN, the setup or the first statement failed: PGlite has rolled it back) the
    // failure is the answer to `begin`; after, to `end`.
    done.catch(failed);
  });
}

function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) return Promise.reject(new Error(`No open transaction ${tx}.`));
  transactions.delete(tx);
  open.decide(commit);
  return open.done;
}

port.on('message', (request: EmbeddedRequest) => {
  switch (request.op) {
    case 'query': {
      const runner = request.tx === null ? client : transactions.get(request.tx)?.tx;
      answer(
        request.id,
        runner ? statement(runner, request.sql, request.params, request) : Promise.reject(new Error('Transaction is closed')),
      );
      return;
    }
    case 'begin':
      answer(request.id, begin(request));
      return;
    case 'end':
      answer(request.id, end(request.tx, request.commit));
      return;
    case 'read':
      answer(
        request.id,
        client.transaction(async (tx) => {
          await tx.exec(request.setup);
          return statement(tx, request.sql, request.params, request);
        }),
      );
      return;
    case 'migrate':
      answer(request.id, migrateEmbedded(client));
      return;
    case 'close':
      answer(request.id, client.close());
      return;
  }
});

port.postMessage({ id: 0, ready: true } satisfies EmbeddedReply);
