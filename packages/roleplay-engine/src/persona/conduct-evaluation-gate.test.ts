import { describe, expect, it } from 'vitest';
import { formatConductReport, runConductEvaluation } from '../../evaluation/run-conduct-evaluation.js';

/**
 * The rudeness and blame detector on the labelled advisor messages (evaluation/conduct), cues chosen on
 * the development half only. Floors are the held-out figures measured when the patterns were chosen,
 * less one line: a held-out half has about ten hostile lines per language, so one line moves recall by
 * about 0.1.
 */
const HELD_OUT_FLOOR: Record<string, { precision: number; recall: number }> = {
  'de-DE': { precision: 1, recall: 0.8 },
  'en-US': { precision: 1, recall: 1 },
  'es-419': { precision: 1, recall: 0.8 },
  'es-ES': { precision: 1, recall: 1 },
  'fr-FR': { precision: 1, recall: 0.9 },
  'it-IT': { precision: 1, recall: 1 },
  'nb-NO': { precision: 1, recall: 1 },
  'pt-BR': { precision: 1, recall: 0.9 },
  'sv-SE': { precision: 1, recall: 1 },
};
const ONE_LINE = 0.1;

describe('rudeness and blame detector on the labelled conduct sets', () => {
  it('stays at or above the held-out precision and recall it reached, in all nine locales', () => {
    const reports = runConductEvaluation();
    console.info(formatConductReport(reports));
    expect(reports.map((r) => r.locale).sort()).toEqual(Object.keys(HELD_OUT_FLOOR).sort());
    for (const r of reports) {
      const floor = HELD_OUT_FLOOR[r.locale]!;
      expect(r.heldOut.total, `${r.locale} held-out size`).toBeGreaterThanOrEqual(20);
      expect(r.heldOut.precision, `${r.locale} precision`).toBeGreaterThanOrEqual(floor.precision - ONE_LINE);
      expect(r.heldOut.recall, `${r.locale} recall`).toBeGreaterThanOrEqual(floor.recall - ONE_LINE);
    }
  });
});
