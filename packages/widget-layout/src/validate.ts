import { DEFAULT_GRID, ROW_STEP, type GridOptions } from './constants.js';

/** One card of a saved layout (platform.md §3: i, x, y, w, h, minW, minH). */
export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW: number;
  minH: number;
}

export type Rect = Pick<LayoutItem, 'x' | 'y' | 'w' | 'h'>;

export type LayoutProblemCode = 'duplicate_card' | 'not_on_grid' | 'out_of_bounds' | 'below_min_size' | 'overlap';

export interface LayoutProblem {
  code: LayoutProblemCode;
  /** The cards concerned (two for an overlap). */
  ids: string[];
  message: string;
}

/** Two rectangles overlap when they share an area; touching edges do not count. */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const isStep = (value: number, step: number) => Number.isFinite(value) && Number.isInteger(value / step);
const fmt = (n: number) => String(n);

/** Within the grid: not left of or above the origin, not past the last column or the last row. */
export function withinBounds(rect: Rect, grid: GridOptions = DEFAULT_GRID): boolean {
  return rect.x >= 0 && rect.y >= 0 && rect.x + rect.w <= grid.cols && rect.y + rect.h <= grid.maxRows;
}

function gridProblem(item: LayoutItem): string | null {
  if (!isStep(item.x, 1) || !isStep(item.w, 1)) return `Card ${item.i} must start on a column and span whole columns.`;
  if (!isStep(item.y, ROW_STEP) || !isStep(item.h, ROW_STEP)) return `Card ${item.i} must start and end on a half row.`;
  if (!isStep(item.minW, 1) || !isStep(item.minH, ROW_STEP)) return `Card ${item.i} has a minimum size off the grid.`;
  if (item.w < 1 || item.h < ROW_STEP || item.minW < 1 || item.minH < ROW_STEP)
    return `Card ${item.i} must be at least 1 column by half a row.`;
  return null;
}

/**
 * Every problem of a layout, in a stable order; an empty list means the layout is valid.
 * Checks: unique cards, whole columns and half rows, inside the grid (3 columns, ≤10000 rows),
 * not below the card's minimum size, no two cards overlapping.
 */
export function validateLayout(items: readonly LayoutItem[], grid: GridOptions = DEFAULT_GRID): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  const placed: LayoutItem[] = [];
  for (const item of items) {
    if (seen.has(item.i)) {
      problems.push({ code: 'duplicate_card', ids: [item.i], message: `Card ${item.i} appears more than once.` });
      continue;
    }
    seen.add(item.i);
    const offGrid = gridProblem(item);
    if (offGrid) {
      problems.push({ code: 'not_on_grid', ids: [item.i], message: offGrid });
      continue;
    }
    if (!withinBounds(item, grid)) {
      problems.push({
        code: 'out_of_bounds',
        ids: [item.i],
        message:
          item.x + item.w > grid.cols || item.x < 0
            ? `Card ${item.i} leaves the ${grid.cols}-column grid (column ${fmt(item.x)}, width ${fmt(item.w)}).`
            : `Card ${item.i} leaves the grid's rows (row ${fmt(item.y)}, height ${fmt(item.h)}, at most ${fmt(grid.maxRows)} rows).`,
      });
      continue;
    }
    if (item.w < item.minW || item.h < item.minH) {
      problems.push({
        code: 'below_min_size',
        ids: [item.i],
        message: `Card ${item.i} is ${fmt(item.w)}×${fmt(item.h)}, smaller than its minimum ${fmt(item.minW)}×${fmt(item.minH)}.`,
      });
    }
    for (const other of placed) {
      if (overlaps(item, other)) {
        problems.push({ code: 'overlap', ids: [other.i, item.i], message: `Cards ${other.i} and ${item.i} overlap.` });
      }
    }
    placed.push(item);
  }
  return problems;
}
