import { describe, expect, it } from 'vitest';
import { formatReport, runEvaluationYielding, TARGET } from '../../evaluation/run-evaluation.js';
import { weightsFor } from './similarity.js';

/**
 * The matcher on the outside labelled sets (evaluation/sets), weights chosen on each set's tuning half,
 * figures from the held-out half. The targets are precision and recall ≥ 0.9 per language and no
 * wrong-fact or prohibited reply accepted. Languages not there yet are listed with the held-out figures
 * they last reached: the gate fails if any language falls below its floor, if a language not listed
 * misses a target, or if a listed one reaches every target (so the list only ever shrinks).
 */
const BELOW_TARGET: Record<string, { precision: number; recall: number; acceptedHarmful: number }> = {
  'nb-NO': { precision: 0.981, recall: 0.852, acceptedHarmful: 1 },
};

/** Held-out halves are ~90 replies: one reply moves a figure by about 0.02, so a floor allows two. */
const NOISE = 0.04;

describe('answer matcher on the outside evaluation sets', () => {
  it('meets the targets on the held-out half, or stays at or above the figures it last reached', async () => {
    const reports = await runEvaluationYielding();
    console.info(formatReport(reports));
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) {
      // The figures are only the product's if the product matches with the weights the tuning half chose.
      expect(weightsFor(r.locale), `${r.locale}: LANGUAGE_WEIGHTS differ from the tuning half's choice`).toEqual(r.weights);
      const floor = BELOW_TARGET[r.locale];
      const meets = r.heldOut.precision >= TARGET.precision && r.heldOut.recall >= TARGET.recall && r.heldOut.acceptedHarmful === 0;
      if (!floor) {
        expect(r.heldOut.acceptedHarmful, `${r.locale}: wrong-fact or prohibited replies accepted`).toBe(0);
        expect(r.heldOut.precision, `${r.locale} precision`).toBeGreaterThanOrEqual(TARGET.precision);
        expect(r.heldOut.recall, `${r.locale} recall`).toBeGreaterThanOrEqual(TARGET.recall);
        continue;
      }
      expect(meets, `${r.locale} now meets every target: take it off the list`).toBe(false);
      expect(r.heldOut.acceptedHarmful, `${r.locale}: harmful replies accepted`).toBeLessThanOrEqual(floor.acceptedHarmful);
      expect(r.heldOut.precision, `${r.locale} precision`).toBeGreaterThanOrEqual(floor.precision - NOISE);
      expect(r.heldOut.recall, `${r.locale} recall`).toBeGreaterThanOrEqual(floor.recall - NOISE);
    }
  }, 900_000);
});
