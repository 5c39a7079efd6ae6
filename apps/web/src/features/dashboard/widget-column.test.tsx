import { describe, expect, it } from 'vitest';
import { readingOrder } from './widget-column';

const card = (i: string, x: number, y: number) => ({ i, x, y, w: 1, h: 7, minW: 1, minH: 3.5 });

describe('readingOrder', () => {
  it('reads the saved grid top to bottom, left to right within a row, whatever order it was saved in', () => {
    const layout = [card('right', 2, 0), card('below', 0, 7), card('left', 0, 0), card('middle', 1, 0), card('half-row', 1, 3.5)];
    expect(readingOrder(layout).map((item) => item.i)).toEqual(['left', 'middle', 'right', 'half-row', 'below']);
  });

  it('leaves the saved layout as it was', () => {
    const layout = [card('b', 1, 0), card('a', 0, 0)];
    readingOrder(layout);
    expect(layout.map((item) => item.i)).toEqual(['b', 'a']);
  });
});
