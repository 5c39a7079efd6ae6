import { describe, expect, it } from 'vitest';
import { lastDays, toDayRange } from './day-range';

describe('toDayRange: start of day to end of day', () => {
  it('stretches the picked days to whole days', () => {
    const range = toDayRange('2025-03-03', '2025-03-07');
    expect(range).not.toBeNull();
    const [start, end] = range!;
    expect(start).toEqual(new Date(2025, 2, 3, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2025, 2, 7, 23, 59, 59, 999));
  });

  it('accepts Date values with a time of day and drops the time', () => {
    const [start, end] = toDayRange(new Date(2025, 0, 10, 15, 45), new Date(2025, 0, 10, 8, 0))!;
    expect(start).toEqual(new Date(2025, 0, 10, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2025, 0, 10, 23, 59, 59, 999));
  });

  it('orders a reversed pick', () => {
    const [start, end] = toDayRange('2025-03-07', '2025-03-03')!;
    expect(start.getDate()).toBe(3);
    expect(end.getDate()).toBe(7);
  });

  it('is null until both ends are picked', () => {
    expect(toDayRange('2025-03-03', null)).toBeNull();
    expect(toDayRange(null, null)).toBeNull();
  });
});

describe('lastDays', () => {
  it('covers today and the days before it, whole days', () => {
    const [start, end] = lastDays(5, new Date(2025, 4, 10, 13, 0));
    expect(start).toEqual(new Date(2025, 4, 6, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2025, 4, 10, 23, 59, 59, 999));
  });
});
