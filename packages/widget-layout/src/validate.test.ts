import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLayout } from './pack.js';
import { DEFAULT_CARD_SIZES } from './constants.js';
import { validateLayout, type LayoutItem } from './validate.js';

const item = (i: string, x: number, y: number, w: number, h: number, minW = 1, minH = 0.5): LayoutItem => ({ i, x, y, w, h, minW, minH });

describe('validateLayout', () => {
  it('accepts a packed layout of default sizes', () => {
    const cards = Object.entries(DEFAULT_CARD_SIZES).map(([i, size]) => ({ i, ...size, minW: 1, minH: 0.5 }));
    expect(validateLayout(buildLayout(cards).layout)).toEqual([]);
  });

  it('names both cards of an overlap', () => {
    expect(validateLayout([item('a', 0, 0, 2, 7), item('b', 1, 3.5, 1, 7)])).toEqual([
      { code: 'overlap', ids: ['a', 'b'], message: 'Cards a and b overlap.' },
    ]);
  });

  it('accepts cards that only touch', () => {
    expect(validateLayout([item('a', 0, 0, 1, 7), item('b', 1, 0, 2, 7), item('c', 0, 7, 3, 0.5)])).toEqual([]);
  });

  it('refuses cards that leave the 3-column grid or the 10000 rows', () => {
    expect(validateLayout([item('a', 2, 0, 2, 7)])).toEqual([
      { code: 'out_of_bounds', ids: ['a'], message: 'Card a leaves the 3-column grid (column 2, width 2).' },
    ]);
    expect(validateLayout([item('a', 0, 9999, 1, 7)])[0]).toMatchObject({ code: 'out_of_bounds', ids: ['a'] });
    expect(validateLayout([item('a', -1, 0, 1, 7)])[0]).toMatchObject({ code: 'out_of_bounds' });
    expect(validateLayout([item('a', 0, -0.5, 1, 7)])[0]).toMatchObject({ code: 'out_of_bounds' });
  });

  it('refuses cards smaller than their minimum size', () => {
    expect(validateLayout([item('a', 0, 0, 1, 3.5, 1, 7)])).toEqual([
      { code: 'below_min_size', ids: ['a'], message: 'Card a is 1×3.5, smaller than its minimum 1×7.' },
    ]);
    expect(validateLayout([item('a', 0, 0, 1, 7, 2, 0.5)])[0]).toMatchObject({ code: 'below_min_size' });
  });

  it('refuses positions off the grid and repeated cards', () => {
    expect(validateLayout([item('a', 0.5, 0, 1, 7)])[0]).toMatchObject({ code: 'not_on_grid' });
    expect(validateLayout([item('a', 0, 0.25, 1, 7)])[0]).toMatchObject({ code: 'not_on_grid' });
    expect(validateLayout([item('a', 0, 0, 1, Number.NaN)])[0]).toMatchObject({ code: 'not_on_grid' });
    expect(validateLayout([item('a', 0, 0, 0, 7)])[0]).toMatchObject({ code: 'not_on_grid' });
    expect(validateLayout([item('a', 0, 0, 1, 7), item('a', 1, 0, 1, 7)])).toEqual([
      { code: 'duplicate_card', ids: ['a'], message: 'Card a appears more than once.' },
    ]);
  });

  it('finds an overlap exactly when two cards share an area (property)', () => {
    const rect = fc.record({
      x: fc.integer({ min: 0, max: 2 }),
      y: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
      w: fc.integer({ min: 1, max: 3 }),
      h: fc.integer({ min: 1, max: 30 }).map((n) => n / 2),
    });
    fc.assert(
      fc.property(rect, rect, (a, b) => {
        fc.pre(a.x + a.w <= 3 && b.x + b.w <= 3);
        // Cell by cell (columns by half rows): do the two cover a common cell?
        const cells = (r: typeof a) => {
          const set = new Set<string>();
          for (let x = r.x; x < r.x + r.w; x++) for (let y = r.y; y < r.y + r.h; y += 0.5) set.add(`${x}:${y}`);
          return set;
        };
        const ca = cells(a);
        const shared = [...cells(b)].some((cell) => ca.has(cell));
        const problems = validateLayout([item('a', a.x, a.y, a.w, a.h), item('b', b.x, b.y, b.w, b.h)]);
        expect(problems.some((p) => p.code === 'overlap')).toBe(shared);
      }),
      { numRuns: 500 },
    );
  });
});
