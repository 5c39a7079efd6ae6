import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CARD_SIZES, GRID_COLUMNS, GRID_MAX_ROWS, ROW_STEP, SINGLE_WIDGET_SIZE, type GridOptions, type Size } from './constants.js';
import { addCard, buildLayout, compactLayout, findFreeSpot, moveCard, placeCard, removeCard, resizeCard } from './pack.js';
import { overlaps, validateLayout, withinBounds, type LayoutItem } from './validate.js';

/** Small grids, so that full layouts (and refusals) are common. */
const gridArb: fc.Arbitrary<GridOptions> = fc.record({
  cols: fc.integer({ min: 1, max: 4 }),
  maxRows: fc.integer({ min: 1, max: 16 }).map((n) => n * ROW_STEP),
});
const halfRows = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);

/** A valid layout on the grid: random rectangles, keeping those that fit and overlap nothing kept before. */
const layoutOn = (grid: GridOptions) =>
  fc
    .array(
      fc.record({
        x: fc.integer({ min: 0, max: grid.cols - 1 }),
        y: halfRows(0, grid.maxRows),
        w: fc.integer({ min: 1, max: grid.cols }),
        h: halfRows(0.5, grid.maxRows),
      }),
      { maxLength: 14 },
    )
    .map((rects) => {
      const kept: LayoutItem[] = [];
      for (const rect of rects) {
        const item = { i: `c${kept.length}`, ...rect, minW: 1, minH: 0.5 };
        if (withinBounds(item, grid) && !kept.some((k) => overlaps(k, item))) kept.push(item);
      }
      return kept;
    });

const sizeOn = (grid: GridOptions) => fc.record({ w: fc.integer({ min: 1, max: grid.cols + 1 }), h: halfRows(0.5, grid.maxRows + 1) });

const scenario = gridArb.chain((grid) => fc.record({ grid: fc.constant(grid), layout: layoutOn(grid), size: sizeOn(grid) }));

/** Every free position, by brute force over each column and each half row. */
function allFreeSpots(items: readonly LayoutItem[], size: Size, grid: GridOptions) {
  const spots: { x: number; y: number }[] = [];
  for (let y = 0; y + size.h <= grid.maxRows; y += ROW_STEP) {
    for (let x = 0; x + size.w <= grid.cols; x++) {
      if (!items.some((b) => overlaps({ x, y, ...size }, b))) spots.push({ x, y });
    }
  }
  return spots;
}

describe('placeCard (property)', () => {
  it('never overlaps and stays within the grid', () => {
    fc.assert(
      fc.property(scenario, ({ grid, layout, size }) => {
        const result = placeCard(layout, { i: 'new', ...size, minW: 1, minH: 0.5 }, grid);
        if (!result.ok) return;
        expect(validateLayout(result.layout, grid)).toEqual([]);
        expect(withinBounds(result.item, grid)).toBe(true);
        expect(result.layout.filter((item) => item.i !== 'new')).toEqual(layout);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses exactly when no free position exists, and otherwise takes the first one in reading order', () => {
    fc.assert(
      fc.property(scenario, ({ grid, layout, size }) => {
        const free = allFreeSpots(layout, size, grid);
        const result = placeCard(layout, { i: 'new', ...size, minW: 1, minH: 0.5 }, grid);
        if (free.length === 0) {
          expect(result).toEqual({ ok: false, id: 'new', message: 'No space available for card new' });
        } else {
          expect(result.ok).toBe(true);
          if (result.ok) expect({ x: result.item.x, y: result.item.y }).toEqual(free[0]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never puts a card below its minimum size', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 3 }), halfRows(0.5, 4), ({ grid, layout, size }, minW, minH) => {
        const result = placeCard(layout, { i: 'new', ...size, minW, minH }, grid);
        if (result.ok) {
          expect(result.item.w).toBeGreaterThanOrEqual(minW);
          expect(result.item.h).toBeGreaterThanOrEqual(minH);
        } else {
          expect(findFreeSpot(layout, { w: Math.max(size.w, minW), h: Math.max(size.h, minH) }, grid)).toBeNull();
        }
      }),
    );
  });
});

describe('addCard, removeCard, resizeCard, compactLayout (property)', () => {
  const cards = fc.array(
    fc.record({ size: fc.constantFrom(...Object.values(DEFAULT_CARD_SIZES)), minW: fc.constant(1), minH: fc.constantFrom(0.5, 3.5) }),
    { minLength: 1, maxLength: 12 },
  );

  it('keeps a valid layout through any sequence of additions, resizes and removals', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), card: fc.integer({ min: 0, max: 11 }) }),
      fc.record({
        kind: fc.constant('resize' as const),
        card: fc.integer({ min: 0, max: 11 }),
        w: fc.integer({ min: 1, max: 3 }),
        h: halfRows(0.5, 15),
      }),
      fc.record({ kind: fc.constant('remove' as const), card: fc.integer({ min: 0, max: 11 }) }),
    );
    fc.assert(
      fc.property(cards, fc.array(step, { maxLength: 30 }), (specs, steps) => {
        let layout: LayoutItem[] = [];
        const spec = (n: number) => specs[n % specs.length]!;
        const defaultSizeOf = (id: string) => spec(Number(id.slice(1))).size;
        for (const s of steps) {
          const id = `c${s.card % specs.length}`;
          const before = layout;
          if (s.kind === 'add') {
            const { size, minW, minH } = spec(s.card);
            const result = addCard(layout, { i: id, ...size, minW, minH }, { defaultSizeOf });
            if (result.ok) layout = result.layout;
          } else if (s.kind === 'resize') {
            const result = resizeCard(layout, id, { w: s.w, h: s.h });
            if (result.ok) {
              layout = result.layout;
              const item = layout.find((it) => it.i === id)!;
              expect(item.w).toBe(Math.max(s.w, item.minW));
              expect(item.h).toBe(Math.max(s.h, item.minH));
            }
          } else {
            layout = removeCard(layout, id, { defaultSizeOf });
            expect(layout.map((it) => it.i)).toEqual(before.map((it) => it.i).filter((i) => i !== id));
          }
          expect(validateLayout(layout, { cols: GRID_COLUMNS, maxRows: GRID_MAX_ROWS })).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('compaction keeps a valid layout valid, moves nothing down and is idempotent', () => {
    fc.assert(
      fc.property(
        gridArb.chain((grid) => fc.tuple(fc.constant(grid), layoutOn(grid))),
        ([grid, layout]) => {
          const compacted = compactLayout(layout);
          expect(validateLayout(compacted, grid)).toEqual([]);
          compacted.forEach((item, n) => {
            expect(item.i).toBe(layout[n]!.i);
            expect(item.y).toBeLessThanOrEqual(layout[n]!.y);
          });
          expect(compactLayout(compacted)).toEqual(compacted);
        },
      ),
    );
  });
});

describe('layout rules of the specification', () => {
  const card = (i: string, size: Size, minH = 0.5) => ({ i, ...size, minW: 1, minH });

  it('gives a single selected widget 3 columns by 14 rows', () => {
    const result = addCard([], card('a', DEFAULT_CARD_SIZES.compact));
    expect(result.ok && result.item).toMatchObject({ x: 0, y: 0, ...SINGLE_WIDGET_SIZE });
    expect(buildLayout([card('a', DEFAULT_CARD_SIZES.knowledge)]).layout).toEqual([
      { i: 'a', x: 0, y: 0, w: 3, h: 14, minW: 1, minH: 0.5 },
    ]);
  });

  it('returns the first widget to its default size when a second arrives, and widens the last one left', () => {
    const first = addCard([], card('a', DEFAULT_CARD_SIZES.summarize));
    if (!first.ok) throw new Error('first placement refused');
    const second = addCard(first.layout, card('b', DEFAULT_CARD_SIZES.knowledge), { defaultSizeOf: () => DEFAULT_CARD_SIZES.summarize });
    expect(second.ok && second.layout).toEqual([
      { i: 'a', x: 0, y: 0, w: 2, h: 10.5, minW: 1, minH: 0.5 },
      { i: 'b', x: 2, y: 0, w: 1, h: 7, minW: 1, minH: 0.5 },
    ]);
    if (!second.ok) return;
    expect(removeCard(second.layout, 'a')).toEqual([{ i: 'b', x: 0, y: 0, w: 3, h: 14, minW: 1, minH: 0.5 }]);
  });

  it('packs the default sizes side by side in reading order', () => {
    const { layout, refused } = buildLayout([
      card('knowledge', DEFAULT_CARD_SIZES.knowledge),
      card('summarize', DEFAULT_CARD_SIZES.summarize),
      card('harmony', DEFAULT_CARD_SIZES.compact),
      card('clarity', DEFAULT_CARD_SIZES.compact),
    ]);
    expect(refused).toEqual([]);
    expect(layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))).toEqual([
      { i: 'knowledge', x: 0, y: 0, w: 1, h: 7 },
      { i: 'summarize', x: 1, y: 0, w: 2, h: 10.5 },
      { i: 'harmony', x: 0, y: 7, w: 1, h: 3.5 },
      { i: 'clarity', x: 0, y: 10.5, w: 1, h: 3.5 },
    ]);
  });

  it("refuses a card that cannot fit with 'No space available for card {id}'", () => {
    const full = [{ i: 'tall', x: 0, y: 0, w: 3, h: GRID_MAX_ROWS, minW: 1, minH: 0.5 }];
    expect(placeCard(full, card('k', DEFAULT_CARD_SIZES.knowledge))).toEqual({
      ok: false,
      id: 'k',
      message: 'No space available for card k',
    });
    expect(placeCard([], card('wide', { w: 4, h: 1 }))).toMatchObject({ ok: false, message: 'No space available for card wide' });
    const { refused } = buildLayout([card('a', { w: 3, h: 6000 }), card('b', { w: 3, h: 6000 })]);
    expect(refused).toEqual([{ id: 'b', message: 'No space available for card b' }]);
  });

  it('moves covered cards down when a card grows, keeping their order', () => {
    const layout = [
      { i: 'a', x: 0, y: 0, w: 1, h: 7, minW: 1, minH: 0.5 },
      { i: 'b', x: 1, y: 0, w: 1, h: 7, minW: 1, minH: 0.5 },
      { i: 'c', x: 1, y: 7, w: 1, h: 3.5, minW: 1, minH: 0.5 },
    ];
    const result = resizeCard(layout, 'a', { w: 2, h: 7 });
    expect(result.ok && result.layout).toEqual([
      { i: 'a', x: 0, y: 0, w: 2, h: 7, minW: 1, minH: 0.5 },
      { i: 'b', x: 1, y: 7, w: 1, h: 7, minW: 1, minH: 0.5 },
      { i: 'c', x: 1, y: 14, w: 1, h: 3.5, minW: 1, minH: 0.5 },
    ]);
    expect(resizeCard(layout, 'a', { w: 1, h: 1 })).toMatchObject({ ok: true, item: { w: 1, h: 1 } });
  });

  it('never shrinks a card below its minimum, and moves a widened card left to stay on the grid', () => {
    const layout = [{ i: 'a', x: 2, y: 0, w: 1, h: 7, minW: 1, minH: 3.5 }];
    expect(resizeCard(layout, 'a', { w: 1, h: 0.5 })).toMatchObject({ ok: true, item: { h: 3.5 } });
    expect(resizeCard(layout, 'a', { w: 3, h: 7 })).toMatchObject({ ok: true, item: { x: 0, w: 3 } });
  });
});

describe('moveCard (keyboard moves)', () => {
  const base = (): LayoutItem[] => [
    { i: 'a', x: 0, y: 0, w: 1, h: 7, minW: 1, minH: 0.5 },
    { i: 'b', x: 0, y: 7, w: 1, h: 3.5, minW: 1, minH: 0.5 },
    { i: 'c', x: 1, y: 0, w: 2, h: 7, minW: 1, minH: 0.5 },
  ];
  const rect = (layout: LayoutItem[], id: string) => {
    const { x, y, w, h } = layout.find((item) => item.i === id)!;
    return { x, y, w, h };
  };

  it('swaps a card with the one above or below it', () => {
    const up = moveCard(base(), 'b', 'up');
    if (!up.ok) throw new Error('refused');
    expect(rect(up.layout, 'b')).toEqual({ x: 0, y: 0, w: 1, h: 3.5 });
    expect(rect(up.layout, 'a')).toEqual({ x: 0, y: 3.5, w: 1, h: 7 });
    const down = moveCard(base(), 'a', 'down');
    expect(down.ok && rect(down.layout, 'a')).toEqual({ x: 0, y: 3.5, w: 1, h: 7 });
  });

  it('moves a card one column sideways, pushing what it lands on down, and ignores steps off the grid', () => {
    const right = moveCard(base(), 'a', 'right');
    if (!right.ok) throw new Error('refused');
    expect(rect(right.layout, 'a')).toEqual({ x: 1, y: 0, w: 1, h: 7 });
    expect(rect(right.layout, 'c')).toEqual({ x: 1, y: 7, w: 2, h: 7 });
    expect(moveCard(base(), 'a', 'left')).toMatchObject({ ok: true, layout: base() });
    expect(moveCard(base(), 'c', 'right')).toMatchObject({ ok: true, layout: base() });
    expect(moveCard(base(), 'a', 'up')).toMatchObject({ ok: true, layout: base() });
  });

  it('keeps any valid layout valid (property)', () => {
    fc.assert(
      fc.property(
        gridArb.chain((grid) => fc.tuple(fc.constant(grid), layoutOn(grid))),
        fc.nat(),
        fc.constantFrom('left', 'right', 'up', 'down' as const),
        ([grid, layout], pick, direction) => {
          fc.pre(layout.length > 0);
          const target = layout[pick % layout.length]!;
          const result = moveCard(compactLayout(layout), target.i, direction, grid);
          if (!result.ok) return;
          expect(validateLayout(result.layout, grid)).toEqual([]);
          expect(result.layout.map((item) => item.i).sort()).toEqual(layout.map((item) => item.i).sort());
          expect(result.item).toMatchObject({ i: target.i, w: target.w, h: target.h });
        },
      ),
      { numRuns: 500 },
    );
  });
});
