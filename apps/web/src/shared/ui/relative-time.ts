import { formatDate, toDate, type DateInput } from './format-timestamp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  { kind: 'justNow' } | { kind: 'minutes'; value: number } | { kind: 'hours'; value: number } | { kind: 'date'; date: string };

/**
 * Relative time labels (platform.md §2): minutes or hours ago up to 24 hours, then the date.
 * Times slightly in the future (clock skew) count as "just now".
 */
export function relativeTime(value: DateInput, now: Date = new Date()): RelativeTime {
  const elapsed = now.getTime() - toDate(value).getTime();
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { kind: 'hours', value: Math.floor(elapsed / HOUR) };
  return { kind: 'date', date: formatDate(value) };
}

/** The label in the given locale: Intl supplies "5 minutes ago" / "il y a 5 minutes". */
export function formatRelativeTime(value: DateInput, locale: string, justNow: string, now: Date = new Date()): string {
  const relative = relativeTime(value, now);
  switch (relative.kind) {
    case 'justNow':
      return justNow;
    case 'minutes':
      return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-relative.value, 'minute');
    case 'hours':
      return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-relative.value, 'hour');
    case 'date':
      return relative.date;
  }
}
