/**
 * Per-user token buckets for signed-in routes. `standard` covers every API call (a screen loads a dozen
 * at once, so a deep burst and a steady 10 per second); `heavy` is for calls that cost the server real
 * work (parsing an upload, building an export, asking a language model), each its own bucket per user
 * on top of the standard one; `events` is the usage-analytics intake (ADR 015), its own bucket so a chatty
 * client can neither fill the database nor eat the budget of real work. In-process on purpose, unlike the
 * sign-in limits: these callers are signed in, the buckets guard each node's own capacity, and sharing them
 * would cost a database round trip on every request (ADR 027).
 */
export type RateClass = 'standard' | 'heavy' | 'events';

export interface RateLimit {
  /** The burst: requests allowed back to back from a full bucket. */
  capacity: number;
  /** Steady rate the bucket refills at. */
  perMinute: number;
}

export type RateLimits = Record<RateClass, RateLimit>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  standard: { capacity: 300, perMinute: 600 },
  heavy: { capacity: 20, perMinute: 60 },
  // The SPA flushes every 10 s and when the page hides: a burst of tabs opening, then a few a minute.
  events: { capacity: 20, perMinute: 30 },
};

/** A token is 60,000 units, so a bucket refills by `perMinute` units a millisecond: integers, no rounding drift. */
const TOKEN = 60_000;

interface Bucket {
  units: number;
  at: number;
}

/** Buckets idle this long are full again and are forgotten. */
const SWEEP_EVERY = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private takes = 0;
  private readonly limits: RateLimits;

  /** Classes not given keep their defaults. */
  constructor(
    limits: Partial<RateLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
  }

  /**
   * Takes one token from the caller's bucket of that class. Returns 0 when allowed, otherwise the
   * milliseconds until a token is back (for Retry-After).
   */
  take(rateClass: RateClass, caller: string): number {
    const limit = this.limits[rateClass];
    const full = limit.capacity * TOKEN;
    const now = this.now();
    const key = `${rateClass}:${caller}`;
    const bucket = this.buckets.get(key) ?? { units: full, at: now };
    bucket.units = Math.min(full, bucket.units + (now - bucket.at) * limit.perMinute);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (++this.takes % SWEEP_EVERY === 0) this.sweep(now);
    if (bucket.units >= TOKEN) {
      bucket.units -= TOKEN;
      return 0;
    }
    return Math.ceil((TOKEN - bucket.units) / limit.perMinute);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const limit = this.limits[key.slice(0, key.indexOf(':')) as RateClass];
      if (bucket.units + (now - bucket.at) * limit.perMinute >= limit.capacity * TOKEN) this.buckets.delete(key);
    }
  }
}
