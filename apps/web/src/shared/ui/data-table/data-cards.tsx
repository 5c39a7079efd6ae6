import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';
import classes from './data-table.module.css';

/**
 * A table's rows as cards, for a phone: the first column is the card's title (it holds the row's link), the
 * others follow as label and value, so nothing has to scroll sideways.
 */
export function DataCards<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  loading,
}: {
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  loading: boolean;
}) {
  if (rows.length === 0) return loading ? <div className={classes.cardsPlaceholder} /> : <div>{empty}</div>;
  const [title, ...details] = columns;
  return (
    <ul className={classes.cards} aria-label={caption} aria-busy={loading} data-testid="data-cards">
      {rows.map((row) => (
        <li key={rowKey(row)} className={classes.card}>
          {title && <div className={classes.cardTitle}>{title.render(row)}</div>}
          <dl className={classes.cardDetails}>
            {details.map((column) => (
              <div key={column.key} className={classes.cardDetail}>
                <dt>{column.header}</dt>
                <dd>{column.render(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
