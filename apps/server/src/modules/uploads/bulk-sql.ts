import { sql, type SQL } from 'drizzle-orm';

export type BulkType = 'text' | 'varchar' | 'bool' | 'int' | 'jsonb';
export type BulkColumn = readonly [name: string, type: BulkType, values: readonly unknown[]];

/**
 * `unnest($1::t1[], $2::t2[], …) as v(c1, c2, …)`: a whole batch as ONE parameter per column.
 * Query builders spend more time per bound value than the database spends per row; this keeps
 * a 2,000-row write at a dozen parameters.
 */
export function unnest(columns: readonly BulkColumn[]): SQL {
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`unnest(${arrays}) as v(${sql.raw(columns.map(([name]) => name).join(', '))})`;
}

/** `col = any($1::type[])`. */
export const anyOf = (column: SQL, type: BulkType, values: readonly unknown[]) =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
