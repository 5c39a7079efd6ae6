import type { Layout } from 'react-grid-layout';
import { GRID_COLUMNS, GRID_MAX_ROWS, ROW_STEP, type LayoutItem } from '@switchboard/widget-layout';

/** react-grid-layout moves in whole units; our rows move in halves, so one grid unit is half a row. */
export const UNITS_PER_ROW = 1 / ROW_STEP;
export const GRID_ROW_HEIGHT = 12;
export const GRID_MARGIN: [number, number] = [12, 12];
export const GRID_CONFIG = {
  cols: GRID_COLUMNS,
  rowHeight: GRID_ROW_HEIGHT,
  margin: GRID_MARGIN,
  containerPadding: [0, 0] as [number, number],
  maxRows: GRID_MAX_ROWS * UNITS_PER_ROW,
};

/** Our layout (rows, half rows allowed) as react-grid-layout's (whole units). */
export function toGridLayout(items: readonly LayoutItem[]): Layout {
  return items.map((item) => ({
    i: item.i,
    x: item.x,
    y: item.y * UNITS_PER_ROW,
    w: item.w,
    h: item.h * UNITS_PER_ROW,
    minW: item.minW,
    minH: item.minH * UNITS_PER_ROW,
    maxW: GRID_COLUMNS,
  }));
}

/** Back from react-grid-layout, keeping each card's minimum size as we know it. */
export function fromGridLayout(layout: Layout, previous: readonly LayoutItem[]): LayoutItem[] {
  const known = new Map(previous.map((item) => [item.i, item]));
  return layout
    .filter((item) => known.has(item.i))
    .map((item) => ({
      i: item.i,
      x: item.x,
      y: item.y / UNITS_PER_ROW,
      w: item.w,
      h: item.h / UNITS_PER_ROW,
      minW: known.get(item.i)!.minW,
      minH: known.get(item.i)!.minH,
    }));
}

/** Same cards at the same places and sizes (order aside)? */
export function sameLayout(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((item) => [item.i, item]));
  return a.every((item) => {
    const other = byId.get(item.i);
    return other !== undefined && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h;
  });
}
