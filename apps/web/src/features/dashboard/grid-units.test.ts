import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LayoutItem } from '@switchboard/widget-layout';
import { fromGridLayout, sameLayout, toGridLayout } from './grid-units';

const item = fc.record({
  i: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
  x: fc.integer({ min: 0, max: 2 }),
  y: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
  w: fc.integer({ min: 1, max: 3 }),
  h: fc.integer({ min: 1, max: 28 }).map((n) => n / 2),
  minW: fc.constant(1),
  minH: fc.constantFrom(0.5, 3.5, 7),
});

describe('grid units', () => {
  it('uses whole grid units for half rows, and converts back exactly (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (it) => it.i, maxLength: 10 }), (layout: LayoutItem[]) => {
        const grid = toGridLayout(layout);
        for (const unit of grid) for (const n of [unit.x, unit.y, unit.w, unit.h]) expect(Number.isInteger(n)).toBe(true);
        expect(fromGridLayout(grid, layout)).toEqual(layout);
        expect(sameLayout(fromGridLayout(grid, layout), layout)).toBe(true);
      }),
    );
  });

  it('drops cards the grid reports but the layout does not know', () => {
    expect(fromGridLayout([{ i: 'stranger', x: 0, y: 0, w: 1, h: 2 }], [])).toEqual([]);
  });
});
