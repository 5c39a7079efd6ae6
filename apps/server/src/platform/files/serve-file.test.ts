import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentDisposition, parseRange } from './serve-file.js';

describe('file serving helpers', () => {
  it('parses single byte ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('always yields a range inside the file', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.option(fc.nat(20_000)), fc.option(fc.nat(20_000)), (size, a, b) => {
        const header = `bytes=${a ?? ''}-${b ?? ''}`;
        const range = parseRange(header, size);
        if (range && range !== 'unsatisfiable') {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.start).toBeLessThanOrEqual(range.end);
          expect(range.end).toBeLessThan(size);
        }
      }),
    );
  });

  it('gives an ASCII file name and the exact UTF-8 one, never a broken header', () => {
    expect(contentDisposition('inline', 'Résumé "final".png')).toBe(
      `inline; filename="R_sum_ _final_.png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.png`,
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const header = contentDisposition('attachment', name);
        expect(header).not.toMatch(/[\r\n]/);
        expect(header.match(/"/g)?.length).toBe(2);
      }),
    );
  });
});
