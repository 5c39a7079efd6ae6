import { DEFAULT_GRID, SINGLE_WIDGET_SIZE, noSpaceMessage, type GridOptions, type Size } from './constants.js';
import { overlaps, type LayoutItem, type Rect } from './validate.js';

/** A card to put on the dashboard: its id, the size it asks for and its minimum size. */
export interface CardSpec {
  i: string;
  w: number;
  h: number;
  minW: number;
  minH: number;
}

export type PlaceResult = { ok: true; layout: LayoutItem[]; item: LayoutItem } | { ok: false; id: string; message: string };

const refuse = (id: string): PlaceResult => ({ ok: false, id, message: noSpaceMessage(id) });
const byPosition = (a: LayoutItem, b: LayoutItem) => a.y - b.y || a.x - b.x || (a.i < b.i ? -1 : a.i > b.i ? 1 : 0);
const columnsOverlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w;

/** The size a card gets: what it asks for, but never below its minimum. */
export function effectiveSize(card: Pick<CardSpec, 'w' | 'h' | 'minW' | 'minH'>): Size {
  return { w: Math.max(card.w, card.minW), h: Math.max(card.h, card.minH) };
}

/**
 * The first free position for a card of this size in reading order (top row first, then left
 * to right), or null when there is none. The topmost free position always starts at row 0 or at
 * the bottom edge of another card (slide any free position up until it touches one), so those
 * rows and every column are the only candidates: the search is exact, not a heuristic.
 */
export function findFreeSpot(items: readonly Rect[], size: Size, grid: GridOptions = DEFAULT_GRID): { x: number; y: number } | null {
  if (size.w > grid.cols || size.h > grid.maxRows || size.w <= 0 || size.h <= 0) return null;
  const rows = [...new Set([0, ...items.map((b) => b.y + b.h)])].filter((y) => y + size.h <= grid.maxRows).sort((a, b) => a - b);
  for (const y of rows) {
    for (let x = 0; x + size.w <= grid.cols; x++) {
      const rect = { x, y, w: size.w, h: size.h };
      if (!items.some((b) => overlaps(rect, b))) return { x, y };
    }
  }
  return null;
}

/**
 * Places a card at the first free position, leaving every other card where it is. Refused with
 * 'No space available for card {id}' when it fits nowhere (react-grid-layout does not check this).
 * A card already on the layout stays as it is.
 */
export function placeCard(items: readonly LayoutItem[], card: CardSpec, grid: GridOptions = DEFAULT_GRID): PlaceResult {
  const existing = items.find((item) => item.i === card.i);
  if (existing) return { ok: true, layout: [...items], item: existing };
  const size = effectiveSize(card);
  const spot = findFreeSpot(items, size, grid);
  if (!spot) return refuse(card.i);
  const item: LayoutItem = { i: card.i, ...spot, ...size, minW: card.minW, minH: card.minH };
  return { ok: true, layout: [...items, item], item };
}

/** Slides every card up as far as it goes (vertical compaction, as the grid shows it). */
export function compactLayout(items: readonly LayoutItem[]): LayoutItem[] {
  const placed: LayoutItem[] = [];
  for (const item of [...items].sort(byPosition)) {
    const y = placed.filter((p) => columnsOverlap(p, item)).reduce((top, p) => Math.max(top, p.y + p.h), 0);
    placed.push({ ...item, y });
  }
  const order = new Map(items.map((item, index) => [item.i, index]));
  return placed.sort((a, b) => order.get(a.i)! - order.get(b.i)!);
}

const isSingleSized = (item: LayoutItem, grid: GridOptions) =>
  item.x === 0 && item.w === Math.min(SINGLE_WIDGET_SIZE.w, grid.cols) && item.h === SINGLE_WIDGET_SIZE.h;

function singleWidget(item: Pick<LayoutItem, 'i' | 'minW' | 'minH'>, grid: GridOptions): CardSpec {
  return { i: item.i, w: Math.min(SINGLE_WIDGET_SIZE.w, grid.cols), h: SINGLE_WIDGET_SIZE.h, minW: item.minW, minH: item.minH };
}

export interface ChooseOptions {
  grid?: GridOptions;
  /** The default size of a card already on the layout (it leaves the full-width size when a second card arrives). */
  defaultSizeOf?: (id: string) => Size | undefined;
}

/**
 * Adds a widget the user chose. The only widget takes the full width (3 columns by 14 rows); when
 * a second one arrives, the first goes back to its default size. Refused when the card fits nowhere.
 */
export function addCard(items: readonly LayoutItem[], card: CardSpec, options: ChooseOptions = {}): PlaceResult {
  const grid = options.grid ?? DEFAULT_GRID;
  if (items.some((item) => item.i === card.i)) return placeCard(items, card, grid);
  if (items.length === 0) return placeCard([], singleWidget(card, grid), grid);
  let base = [...items];
  const only = items.length === 1 ? items[0]! : null;
  const restored = only && isSingleSized(only, grid) ? options.defaultSizeOf?.(only.i) : undefined;
  if (only && restored) base = [{ ...only, x: 0, y: 0, ...effectiveSize({ ...restored, minW: only.minW, minH: only.minH }) }];
  return placeCard(base, card, grid);
}

/** Removes a widget; when one is left, it takes the full width. */
export function removeCard(items: readonly LayoutItem[], id: string, options: ChooseOptions = {}): LayoutItem[] {
  const grid = options.grid ?? DEFAULT_GRID;
  const rest = items.filter((item) => item.i !== id);
  if (rest.length !== 1 || rest.length === items.length) return rest;
  const only = rest[0]!;
  const full = singleWidget(only, grid);
  return [{ ...only, x: 0, y: 0, ...effectiveSize(full) }];
}

/**
 * Puts one card at a new rectangle; cards it now covers move down just enough, keeping their
 * order; then everything slides up. Refused with the message of the card that no longer fits.
 */
function settle(items: readonly LayoutItem[], target: LayoutItem, grid: GridOptions): PlaceResult {
  const fixed: LayoutItem[] = [target];
  for (const other of items.filter((item) => item.i !== target.i).sort(byPosition)) {
    const candidates = [other.y, ...fixed.map((f) => f.y + f.h).filter((y) => y > other.y)].sort((a, b) => a - b);
    const y = candidates.find((top) => !fixed.some((f) => overlaps({ ...other, y: top }, f)));
    if (y === undefined || y + other.h > grid.maxRows) return refuse(other.i);
    fixed.push({ ...other, y });
  }
  const order = new Map(items.map((item, index) => [item.i, index]));
  const layout = compactLayout(fixed.sort((a, b) => order.get(a.i)! - order.get(b.i)!));
  return { ok: true, layout, item: layout.find((item) => item.i === target.i)! };
}

/**
 * Gives a card a new size (one of the offered sizes, or a drag), never below its minimum. The card
 * keeps its place (moving left only if it would leave the grid); cards it now covers move down.
 */
export function resizeCard(items: readonly LayoutItem[], id: string, size: Size, grid: GridOptions = DEFAULT_GRID): PlaceResult {
  const target = items.find((item) => item.i === id);
  if (!target) return refuse(id);
  const next = effectiveSize({ ...size, minW: target.minW, minH: target.minH });
  if (next.w > grid.cols || next.h > grid.maxRows) return refuse(id);
  return settle(
    items,
    { ...target, ...next, x: Math.min(target.x, grid.cols - next.w), y: Math.min(target.y, grid.maxRows - next.h) },
    grid,
  );
}

export type MoveDirection = 'left' | 'right' | 'up' | 'down';

/**
 * Moves a card one step without a mouse (the grid's keyboard alternative to dragging): one column
 * sideways, or above the card over it / below the card under it. A step off the grid changes nothing.
 */
export function moveCard(
  items: readonly LayoutItem[],
  id: string,
  direction: MoveDirection,
  grid: GridOptions = DEFAULT_GRID,
): PlaceResult {
  const target = items.find((item) => item.i === id);
  if (!target) return refuse(id);
  const unchanged: PlaceResult = { ok: true, layout: [...items], item: target };
  if (direction === 'left' || direction === 'right') {
    const x = target.x + (direction === 'left' ? -1 : 1);
    if (x < 0 || x + target.w > grid.cols) return unchanged;
    return settle(items, { ...target, x }, grid);
  }
  if (direction === 'up') {
    const above = items.filter((item) => item.i !== id && columnsOverlap(item, target) && item.y + item.h <= target.y);
    if (above.length === 0) return unchanged;
    // Take the place of the nearest card above; it moves below.
    const nearest = above.reduce((a, b) => (b.y + b.h > a.y + a.h || (b.y + b.h === a.y + a.h && b.y > a.y) ? b : a));
    return settle(items, { ...target, y: nearest.y }, grid);
  }
  const below = items.filter((item) => item.i !== id && columnsOverlap(item, target) && item.y >= target.y + target.h).sort(byPosition);
  const next = below[0];
  if (!next) return unchanged;
  const moved = moveCard(items, next.i, 'up', grid);
  return moved.ok ? { ...moved, item: moved.layout.find((item) => item.i === id)! } : moved;
}

/**
 * The layout a user starts with: one card alone takes the full width, otherwise each card at its
 * default size in order. Cards that fit nowhere are listed with the refusal message.
 */
export function buildLayout(
  cards: readonly CardSpec[],
  grid: GridOptions = DEFAULT_GRID,
): { layout: LayoutItem[]; refused: { id: string; message: string }[] } {
  if (cards.length === 1) {
    const result = placeCard([], singleWidget(cards[0]!, grid), grid);
    return result.ok ? { layout: result.layout, refused: [] } : { layout: [], refused: [{ id: result.id, message: result.message }] };
  }
  let layout: LayoutItem[] = [];
  const refused: { id: string; message: string }[] = [];
  for (const card of cards) {
    const result = placeCard(layout, card, grid);
    if (result.ok) layout = result.layout;
    else refused.push({ id: result.id, message: result.message });
  }
  return { layout, refused };
}
