import { useMemo, type ReactNode } from 'react';
import ReactGridLayout, { useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { LayoutItem } from '@switchboard/widget-layout';
import { DRAG_HANDLE, NO_DRAG } from './widget-frame';
import { GRID_CONFIG, fromGridLayout, toGridLayout } from './grid-units';
import classes from './dashboard.module.css';

/**
 * The dashboard grid (react-grid-layout 2): 3 columns, up to 10000 rows, cards dragged by their
 * title bar and resized from their corner. Only finished drags and resizes are reported.
 */
export function WidgetGrid({
  layout,
  onChange,
  renderCard,
}: {
  layout: readonly LayoutItem[];
  onChange: (layout: LayoutItem[]) => void;
  renderCard: (item: LayoutItem) => ReactNode;
}) {
  // Measured before the first layout: laid out at the library's default 1280 px instead, the right-hand cards
  // ran past a narrower grid on the first frames after sign-in and then slid into place.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const gridLayout = useMemo(() => toGridLayout(layout), [layout]);
  const finished = (next: Layout) => onChange(fromGridLayout(next, layout));
  return (
    <div ref={containerRef} className={classes.grid} data-testid="widget-grid">
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={gridLayout}
          gridConfig={GRID_CONFIG}
          dragConfig={{ enabled: true, handle: `.${DRAG_HANDLE}`, cancel: `.${NO_DRAG}` }}
          resizeConfig={{ enabled: true, handles: ['se'] }}
          compactor={verticalCompactor}
          onDragStop={finished}
          onResizeStop={finished}
        >
          {layout.map((item) => (
            <div key={item.i} data-grid-item={item.i} data-w={item.w} data-h={item.h}>
              {renderCard(item)}
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
