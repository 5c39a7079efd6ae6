import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_DEFAULTS } from '@switchboard/contracts';
import { HISTORY_SEED, planHistory, PROFILES } from './plan.js';
import { seededRandom } from './random.js';

const WINDOW_MS = HISTORY_DEFAULTS.abandonedAfterHours * 3_600_000;
const planAt = (now: number) => planHistory(PROFILES, now, seededRandom(HISTORY_SEED));
// Any instant in 2025–2030: the demo is seeded on whatever day and hour someone first starts it.
const anyInstant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 31) });

describe('the demo history plan', () => {
  it('leaves an attempt open only where it already reads as abandoned, at any hour it is seeded', () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        for (const set of planAt(now)) {
          if (set.sessions.some((s) => s.outcome === 'left')) expect(now - set.startAt).toBeGreaterThan(WINDOW_MS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('always has attempts stopped part-way, and the demo hero’s one in progress, even just after midnight', () => {
    const justAfterMidnight = Date.UTC(2026, 10, 27, 0, 5);
    for (const now of [justAfterMidnight, justAfterMidnight + 12 * 3_600_000]) {
      const outcomes = planAt(now).flatMap((set) => set.sessions.map((s) => s.outcome));
      expect(outcomes.filter((o) => o === 'left' || o === 'hung-up').length).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o === 'in-progress')).toHaveLength(1);
    }
  });
});
