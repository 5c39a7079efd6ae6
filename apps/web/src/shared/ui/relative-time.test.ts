import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime } from './relative-time';

const now = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime: minutes or hours ago up to 24 hours, then the date', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [59_999, { kind: 'justNow' }],
    [MIN, { kind: 'minutes', value: 1 }],
    [59 * MIN + 59_999, { kind: 'minutes', value: 59 }],
    [HOUR, { kind: 'hours', value: 1 }],
    [23 * HOUR + 59 * MIN, { kind: 'hours', value: 23 }],
  ])('%i ms ago', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), now)).toEqual(expected);
  });

  it('from 24 hours on, the date', () => {
    expect(relativeTime(ago(24 * HOUR), now)).toEqual({ kind: 'date', date: '14/06/2025' });
    expect(relativeTime(ago(40 * 24 * HOUR), now)).toEqual({ kind: 'date', date: '06/05/2025' });
  });

  it('a time slightly in the future (clock skew) is "just now"', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toEqual({ kind: 'justNow' });
  });
});

describe('formatRelativeTime', () => {
  it('words minutes and hours in the locale', () => {
    expect(formatRelativeTime(ago(5 * MIN), 'en-US', 'Just now', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(1 * HOUR), 'en-US', 'Just now', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * HOUR), 'fr-FR', 'À l’instant', now)).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(2 * MIN), 'de-DE', 'Gerade eben', now)).toBe('vor 2 Minuten');
  });

  it('uses the given "just now" text and the date after 24 hours', () => {
    expect(formatRelativeTime(ago(10_000), 'en-US', 'Just now', now)).toBe('Just now');
    expect(formatRelativeTime(ago(30 * HOUR), 'en-US', 'Just now', now)).toBe('14/06/2025');
  });
});
