import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expired, waitMs, withFailure, type FailureLimit } from './failure-window.js';

/** Every failure ever made, counted the slow way: what the kept times must always agree with. */
function reference(all: readonly number[], now: number, limit: FailureLimit): number {
  const recent = all.filter((t) => now - t < limit.windowMs).sort((x, y) => y - x);
  return recent.length < limit.max ? 0 : Math.max(1, recent[limit.max - 1]! + limit.windowMs - now);
}

const limitArb = fc.record({ max: fc.integer({ min: 1, max: 8 }), windowMs: fc.integer({ min: 1, max: 5_000 }) });
const timesArb = fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 40 });

describe('failure window', () => {
  it('refuses the max-th failure within the window and says when the oldest counted one leaves', () => {
    const limit = { max: 3, windowMs: 1000 };
    const kept = [0, 200, 400].reduce<number[]>((times, t) => withFailure(times, t, limit), []);
    expect(waitMs(kept, 400, limit)).toBe(600);
    expect(waitMs(kept, 999, limit)).toBe(1);
    expect(waitMs(kept, 1000, limit)).toBe(0);
    expect(waitMs(kept.slice(1), 400, limit)).toBe(0);
  });

  it('keeping only the latest max times answers exactly as keeping every failure would', () => {
    fc.assert(
      fc.property(limitArb, timesArb, fc.integer({ min: 0, max: 10_000 }), (limit, times, after) => {
        const kept = times.reduce<number[]>((acc, t) => withFailure(acc, t, limit), []);
        expect(kept.length).toBeLessThanOrEqual(limit.max);
        const now = Math.max(0, ...times) + after;
        expect(waitMs(kept, now, limit)).toBe(reference(times, now, limit));
      }),
    );
  });

  it('gives the same answer whatever order the failures arrive in (several nodes add them)', () => {
    fc.assert(
      fc.property(limitArb, timesArb, fc.integer({ min: 0, max: 25_000 }), (limit, times, now) => {
        const forward = times.reduce<number[]>((acc, t) => withFailure(acc, t, limit), []);
        const backward = [...times].reverse().reduce<number[]>((acc, t) => withFailure(acc, t, limit), []);
        expect(waitMs(backward, now, limit)).toBe(waitMs(forward, now, limit));
      }),
    );
  });

  it('a refusal lasts exactly as long as it says, and never longer than the window', () => {
    fc.assert(
      fc.property(limitArb, timesArb, fc.integer({ min: 0, max: 2_000 }), (limit, times, after) => {
        const kept = times.reduce<number[]>((acc, t) => withFailure(acc, t, limit), []);
        const now = Math.max(0, ...times) + after;
        const wait = waitMs(kept, now, limit);
        expect(wait).toBeLessThanOrEqual(limit.windowMs);
        if (wait === 0) return;
        expect(waitMs(kept, now + wait, limit)).toBe(0);
        if (wait > 1) expect(waitMs(kept, now + wait - 1, limit)).toBeGreaterThan(0);
      }),
    );
  });

  it('calls a key expired only when none of its failures can count again', () => {
    fc.assert(
      fc.property(limitArb, timesArb, fc.integer({ min: 0, max: 25_000 }), (limit, times, now) => {
        const kept = times.reduce<number[]>((acc, t) => withFailure(acc, t, limit), []);
        if (expired(kept, now, limit)) {
          for (const later of [now, now + 1, now + limit.windowMs]) expect(waitMs(kept, later, limit)).toBe(0);
        }
        expect(expired(kept, Math.max(0, ...kept) + limit.windowMs, limit)).toBe(true);
      }),
    );
  });
});
