import { describe, expect, it } from 'vitest';
import { runMatrix } from '../../../../test-support/persona-matrix.js';

/**
 * A slice of the advisor-persona matrix (bench/persona-matrix.mjs runs all of it): the unscripted refund
 * request in English and French and one scripted roleplay, so a regression in the customer or the score
 * fails the suite. The rude-below-weak gap is not held here: it is not met yet (see the bench); the
 * scripted French cells move with the answer matcher and are watched by the bench.
 */
describe('advisor persona matrix (slice)', { timeout: 120_000 }, () => {
  const rows = runMatrix({ scripted: ['password-reset'], unscripted: ['refund-request'], locales: ['en-US', 'fr-FR'] });
  const score = (mode: string, locale: string, advisor: string) =>
    rows.find((r) => r.mode === mode && r.locale === locale && r.advisor === advisor)!.score;

  it.each(['en-US', 'fr-FR'])('unscripted refund request (%s): good advisors pass, stuffing and "ok" do not', (locale) => {
    expect(score('unscripted', locale, 'excellent')).toBeGreaterThanOrEqual(80);
    expect(score('unscripted', locale, 'literal')).toBeGreaterThanOrEqual(80);
    expect(score('unscripted', locale, 'weak')).toBeLessThanOrEqual(60);
    expect(score('unscripted', locale, 'rude')).toBeLessThanOrEqual(40);
    expect(score('unscripted', locale, 'ok_only')).toBeLessThanOrEqual(20);
    expect(score('unscripted', locale, 'excellent') - score('unscripted', locale, 'phrase_stuffer')).toBeGreaterThanOrEqual(15);
  });

  it.each(['en-US'])('scripted password reset (%s): model answers and paraphrases pass, weak and rude do not', (locale) => {
    expect(score('scripted', locale, 'literal')).toBeGreaterThanOrEqual(80);
    expect(score('scripted', locale, 'excellent')).toBeGreaterThanOrEqual(80);
    expect(score('scripted', locale, 'weak')).toBeLessThanOrEqual(60);
    expect(score('scripted', locale, 'rude')).toBeLessThanOrEqual(40);
  });

  it('the customer never voices a company fact', () => {
    expect(rows.flatMap((r) => r.leaks)).toEqual([]);
  });
});
