import { Param, Placeholder, is, sql, type DriverValueEncoder } from 'drizzle-orm';
import type { Tx } from './database.js';

/** What a drizzle query builder offers once its values are placeholders. */
interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/** The placeholders a statement's builder is given, one per value name: `$.tenantId` stands for `values.tenantId`. */
export type Placeholders<V> = { readonly [K in keyof V]: Placeholder<K & string> };

/**
 * A hot statement whose SQL is built once per transaction object instead of on every call.
 *
 * drizzle builds a statement's text from its query builder on every execution, and most of that work is its
 * entity checks on every chunk of the statement: under the mixed load a quarter of the server's busy time,
 * more than any single statement costs the database (a select of the practice session's columns took 0.46 ms
 * to build and no time to run). The text of a hot statement never changes, only its values, so it is built
 * with placeholders (`$.name`) and prepared once on each transaction object, and each call only fills in
 * the values. Transaction objects are reused by both database runners (one per pooled connection on
 * PostgreSQL, one per concurrent transaction on the embedded database), so after the first few requests
 * every call finds its statement ready.
 *
 * The builder names its values by reading them off `$` (typed by its annotation). A statement whose text
 * depends on a small set of cases (how many rows it inserts) is built once per case: the `shape` it is given
 * and called with. Values stand where drizzle would bind a parameter: comparisons, limits, inserted and updated values (which
 * go through the column's own encoding, as without placeholders).
 */
export function preparedStatement<V extends Record<string, unknown>, R, S extends string | number = ''>(
  build: (tx: Tx, $: Placeholders<V>, shape: S) => Preparable<R>,
): (tx: Tx, values: V, ...shape: S extends '' ? [] : [shape: S]) => Promise<R> {
  const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) }) as Placeholders<V>;
  const ready = new WeakMap<Tx, Map<S, { execute(values: Record<string, unknown>): Promise<R> }>>();
  return (tx, values, ...rest) => {
    const shape = (rest[0] ?? '') as S;
    let statements = ready.get(tx);
    if (!statements) ready.set(tx, (statements = new Map()));
    let statement = statements.get(shape);
    if (!statement) {
      // No name of its own: the PostgreSQL runner names each distinct statement text once per process.
      statement = build(tx, placeholders, shape).prepare('');
      keepNulls(statement);
      statements.set(shape, statement);
    }
    return statement.execute(values);
  };
}

/**
 * A statement built with values writes a null as SQL NULL, but drizzle passes a placeholder's value through its
 * column's encoding whatever it is: JSON `null` for a jsonb column, an error for a timestamp. Each placeholder
 * of a prepared statement keeps a null as NULL, as without placeholders.
 */
function keepNulls(statement: object): void {
  const params = (statement as { params?: unknown[] }).params ?? [];
  for (const param of params) {
    if (!is(param, Param) || !is(param.value, Placeholder)) continue;
    const column: DriverValueEncoder<unknown, unknown> = param.encoder;
    (param as { encoder: DriverValueEncoder<unknown, unknown> }).encoder = {
      mapToDriverValue: (value) => (value === null ? null : column.mapToDriverValue(value)),
    };
  }
}

/**
 * A placeholder where an update's `set()` takes a value: drizzle binds it like any value there, through the
 * column's own encoding, though its types admit only values and SQL.
 */
export const setTo = <T>(placeholder: Placeholder): T => placeholder as unknown as T;
