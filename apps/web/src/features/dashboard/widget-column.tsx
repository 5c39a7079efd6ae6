import type { ReactNode } from 'react';
import type { LayoutItem } from '@switchboard/widget-layout';
import classes from './dashboard.module.css';

/** The saved layout read as a page is read: top to bottom, and left to right within a row. */
export const readingOrder = (layout: readonly LayoutItem[]): LayoutItem[] => [...layout].sort((a, b) => a.y - b.y || a.x - b.x);

/**
 * The dashboard on a phone or an upright tablet: the saved cards one under the other at full width, each as tall as its content.
 * Nothing here changes the saved layout, which comes back as it was on a wider screen.
 */
export function WidgetColumn({ layout, renderCard }: { layout: readonly LayoutItem[]; renderCard: (item: LayoutItem) => ReactNode }) {
  return (
    <ol className={classes.column} data-testid="widget-column">
      {readingOrder(layout).map((item) => (
        <li key={item.i} data-grid-item={item.i}>
          {renderCard(item)}
        </li>
      ))}
    </ol>
  );
}
