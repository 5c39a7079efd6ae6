import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows the burst, then one request per refill interval, per caller and class', () => {
    let now = 0;
    const limiter = new RateLimiter({ standard: { capacity: 3, perMinute: 60 }, heavy: { capacity: 1, perMinute: 6 } }, () => now);
    expect([1, 2, 3].map(() => limiter.take('standard', 'ann'))).toEqual([0, 0, 0]);
    expect(limiter.take('standard', 'ann')).toBe(1000);
    expect(limiter.take('standard', 'bob')).toBe(0);
    expect(limiter.take('heavy', 'ann')).toBe(0);
    expect(limiter.take('heavy', 'ann')).toBe(10_000);
    now = 999;
    expect(limiter.take('standard', 'ann')).toBe(1);
    now = 1000;
    expect(limiter.take('standard', 'ann')).toBe(0);
  });

  it('keeps the default of a class it was not given (the usage-analytics intake has its own bucket)', () => {
    const limiter = new RateLimiter({ standard: { capacity: 1, perMinute: 60 } }, () => 0);
    for (let i = 0; i < 20; i++) expect(limiter.take('events', 'ann')).toBe(0);
    expect(limiter.take('events', 'ann')).toBe(2000);
    expect(limiter.take('heavy', 'ann')).toBe(0);
  });

  it('never lets more through in any period than the burst plus what refilled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 300 }),
        (capacity, perMinute, gaps) => {
          let now = 0;
          const limiter = new RateLimiter({ standard: { capacity, perMinute }, heavy: { capacity, perMinute } }, () => now);
          let allowed = 0;
          for (const gap of gaps) {
            now += gap;
            if (limiter.take('standard', 'x') === 0) allowed++;
          }
          expect(allowed).toBeLessThanOrEqual(capacity + Math.floor((now * perMinute) / 60_000));
        },
      ),
    );
  });
});
