import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGE_SIZES } from '@switchboard/contracts';
import { limitFor, pageCount, pageSizeOptions } from './page-size-options';

describe('pageSizeOptions: 10, 20, 50, 100 and all, trimmed by the total', () => {
  it.each([
    [0, ['all']],
    [7, ['all']],
    [10, ['all']],
    [11, [10, 'all']],
    [20, [10, 'all']],
    [25, [10, 20, 'all']],
    [50, [10, 20, 'all']],
    [51, [10, 20, 50, 'all']],
    [100, [10, 20, 50, 'all']],
    [101, [10, 20, 50, 100, 'all']],
    [5000, [10, 20, 50, 100, 'all']],
  ])('total %i → %j', (total, expected) => {
    expect(pageSizeOptions(total)).toEqual(expected);
  });

  it('always ends with "all", offers only sizes below the total, in ascending order', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (total) => {
        const options = pageSizeOptions(total);
        expect(options.at(-1)).toBe('all');
        const sizes = options.slice(0, -1) as number[];
        expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
        for (const size of sizes) {
          expect(size).toBeLessThan(total);
          expect(PAGE_SIZES).toContain(size);
        }
      }),
    );
  });
});

describe('limitFor and pageCount', () => {
  it('"all" asks for the server maximum; a number is itself', () => {
    expect(limitFor('all', 1000)).toBe(1000);
    expect(limitFor(20, 1000)).toBe(20);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
  });
});
