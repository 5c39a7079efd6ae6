import dayjs from 'dayjs';

export type DayRange = [start: Date, end: Date];

/**
 * A picked range as instants: start at the start of its day, end at the end of its day
 * (platform.md §5). Returns null until both ends are chosen.
 */
export function toDayRange(start: string | Date | null, end: string | Date | null): DayRange | null {
  if (!start || !end) return null;
  const [from, to] = dayjs(start).isAfter(dayjs(end)) ? [end, start] : [start, end];
  return [dayjs(from).startOf('day').toDate(), dayjs(to).endOf('day').toDate()];
}

/** The last `days` days up to today, as whole days (history's default is 5). */
export function lastDays(days: number, today: Date = new Date()): DayRange {
  return [
    dayjs(today)
      .subtract(days - 1, 'day')
      .startOf('day')
      .toDate(),
    dayjs(today).endOf('day').toDate(),
  ];
}
