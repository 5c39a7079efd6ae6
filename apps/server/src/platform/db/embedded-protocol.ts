/**
 * The messages between the server's thread and the embedded database's thread (embedded-thread.ts and
 * embedded-worker.ts). Everything in them crosses by structured clone, so they hold data only.
 */

/** What the worker is started with. */
export interface EmbeddedStart {
  /** The data folder, or null for an in-memory database (tests). */
  dataDir: string | null;
  startParams: string[];
}

/**
 * How a statement's rows come back. drizzle asks for rows as arrays (its own mapping follows) or as
 * objects (raw `execute`), and for some types to stay as PostgreSQL's text instead of being parsed:
 * parser functions cannot cross threads, so the request names those types and the worker keeps them as text.
 */
export interface RowShape {
  array: boolean;
  /** Type OIDs whose values come back unparsed (as PostgreSQL's text). */
  text: number[];
}

export type EmbeddedRequest =
  | ({ op: 'query'; id: number; tx: number | null; sql: string; params: unknown[] } & RowShape)
  /**
   * Opens a transaction (its id is this request's id) and runs `setup` and its first statement in it, in the
   * same turn; the answer is that statement's result.
   */
  | ({ op: 'begin'; id: number; setup: string | null; sql: string; params: unknown[] } & RowShape)
  | { op: 'end'; id: number; tx: number; commit: boolean }
  /** One statement in its own transaction after `setup`: BEGIN, setup, the statement and COMMIT in one message. */
  | ({ op: 'read'; id: number; setup: string; sql: string; params: unknown[] } & RowShape)
  | { op: 'migrate'; id: number }
  | { op: 'close'; id: number };

/** A database error's own fields (code, detail, constraint, …): what callers and the error mapper read. */
export type ErrorFields = Record<string, string | number | boolean>;

export type EmbeddedReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; fields: ErrorFields } | { id: 0; ready: true };

/** The rows of one statement and how many rows it changed (drizzle's results carry both). */
export interface StatementResult {
  rows: unknown[];
  affectedRows: number;
}
