import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayNumber } from './number-format.js';

describe('number cells as the sheet shows them', () => {
  it('applies number formats: SSN, leading zeros, dates as ISO dates', () => {
    expect(displayNumber(78051120, '000\\-00\\-0000')).toBe('078-05-1120');
    expect(displayNumber(78051120, '000-00-0000')).toBe('078-05-1120');
    expect(displayNumber(501, '00000')).toBe('00501');
    expect(displayNumber(45306, 'yyyy-mm-dd')).toBe('2024-01-15');
    expect(displayNumber(45306, 'dd/mm/yyyy')).toBe('2024-01-15');
    expect(displayNumber(12.5, 'General')).toBe('12.5');
    expect(displayNumber(12.5, undefined)).toBe('12.5');
  });

  it('keeps every digit of a number of 13 or more digits, whatever its format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1e12, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('0.00E+00', '#,##0', '0', 'General'),
        (n, format) => {
          expect(displayNumber(n, format)).toBe(String(n));
        },
      ),
    );
  });

  it('falls back to the number as stored for a format it cannot read', () => {
    expect(displayNumber(42, '[Red')).toMatch(/42/);
  });
});
