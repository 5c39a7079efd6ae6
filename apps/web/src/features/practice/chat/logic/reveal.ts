/** roleplay.md §4/§9: the first chat appears after 1 s, the next ones every intervalInSeconds (default 1). */
export const FIRST_REVEAL_MS = 1000;
export const DEFAULT_REVEAL_INTERVAL_SECONDS = 1;

export interface RevealOptions {
  isDelayRequired: boolean;
  intervalInSeconds?: number | null;
}

const intervalMs = (seconds: number | null | undefined) =>
  (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_REVEAL_INTERVAL_SECONDS) * 1000;

/**
 * When each of `count` items appears, in ms after the list was loaded: with a chat delay, one by one
 * (the first after 1 s, then one per interval); without, all at once.
 */
export function revealTimes(count: number, { isDelayRequired, intervalInSeconds }: RevealOptions): number[] {
  if (!isDelayRequired) return Array.from({ length: count }, () => 0);
  const step = intervalMs(intervalInSeconds);
  return Array.from({ length: count }, (_, index) => FIRST_REVEAL_MS + index * step);
}

/** How many items are visible `elapsedMs` after the list was loaded. */
export function revealedCount(elapsedMs: number, count: number, options: RevealOptions): number {
  return revealTimes(count, options).filter((at) => at <= elapsedMs).length;
}

/** Ms from `elapsedMs` until the next item appears, or null once all are visible. */
export function nextRevealIn(elapsedMs: number, count: number, options: RevealOptions): number | null {
  const next = revealTimes(count, options).find((at) => at > elapsedMs);
  return next === undefined ? null : next - elapsedMs;
}

/**
 * Delay before the next unstarted assessment starts after one completes (roleplay.md §4): the batch's
 * interval when a delay is required, otherwise immediately.
 */
export function nextAssessmentDelayMs({ isDelayRequired, intervalInSeconds }: RevealOptions): number {
  return isDelayRequired ? intervalMs(intervalInSeconds) : 0;
}
