import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp } from './format-timestamp';

describe('formatTimestamp (dd/mm/yyyy - HH:mm)', () => {
  it('pads day, month, hours and minutes', () => {
    expect(formatTimestamp(new Date(2024, 0, 5, 9, 7))).toBe('05/01/2024 - 09:07');
  });

  it('uses the 24-hour clock', () => {
    expect(formatTimestamp(new Date(2025, 11, 31, 23, 59))).toBe('31/12/2025 - 23:59');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const date = new Date(2024, 6, 14, 18, 30);
    expect(formatTimestamp(date.toISOString())).toBe('14/07/2024 - 18:30');
    expect(formatTimestamp(date.getTime())).toBe('14/07/2024 - 18:30');
  });

  it('gives an empty string for an invalid date rather than NaN', () => {
    expect(formatTimestamp('not a date')).toBe('');
  });

  it('formatDate keeps only the date', () => {
    expect(formatDate(new Date(2024, 1, 29, 12, 0))).toBe('29/02/2024');
  });
});
