/**
 * The sliding window every failure limit uses, as pure functions over the times of the latest failures of
 * one key. A key keeps at most `max` times: whether `max` failures fall within the window ending now depends
 * only on the `max`-th most recent one, so older times are never needed. The same few numbers are what a
 * node keeps in memory and what several nodes share in PostgreSQL (ADR 027).
 */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** The kept times (oldest first) once a failure at `now` is added: the latest `max`. */
export function withFailure(times: readonly number[], now: number, limit: FailureLimit): number[] {
  return [...times, now].sort((x, y) => x - y).slice(-limit.max);
}

/**
 * 0 while fewer than `max` failures fall within the window ending at `now`, else the milliseconds until one
 * of them leaves it (at least 1). Times from a node whose clock runs a little ahead count as recent.
 */
export function waitMs(times: readonly number[], now: number, limit: FailureLimit): number {
  const recent = times.filter((t) => now - t < limit.windowMs).sort((x, y) => y - x);
  if (recent.length < limit.max) return 0;
  return Math.max(1, recent[limit.max - 1]! + limit.windowMs - now);
}

/** True once no kept time can count again: the key may be forgotten. */
export function expired(times: readonly number[], now: number, limit: FailureLimit): boolean {
  return times.every((t) => now - t >= limit.windowMs);
}
