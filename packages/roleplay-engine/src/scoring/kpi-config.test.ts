import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bandOf,
  DEFAULT_WEIGHTAGE,
  defaultBandConfig,
  KPI_NAMES,
  validateBandConfig,
  validateWeightage,
  WEIGHTED_KPIS,
  type KpiBandConfig,
} from './kpi-config.js';

describe('weightage', () => {
  it('has valid defaults for chat and voice', () => {
    expect(validateWeightage(DEFAULT_WEIGHTAGE[1])).toEqual({ ok: true, total: 100, problems: [] });
    expect(validateWeightage(DEFAULT_WEIGHTAGE[2])).toEqual({ ok: true, total: 100, problems: [] });
  });

  it('accepts exactly the weightages that sum to 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: WEIGHTED_KPIS.length, maxLength: WEIGHTED_KPIS.length }),
        (values) => {
          const weightage = Object.fromEntries(WEIGHTED_KPIS.map((k, i) => [k, values[i]!]));
          const sum = values.reduce((a, b) => a + b, 0);
          expect(validateWeightage(weightage).ok).toBe(sum === 100);
          expect(validateWeightage(weightage).total).toBe(sum);
        },
      ),
    );
  });

  it('accepts any split of 100 into parts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 }), { minLength: WEIGHTED_KPIS.length, maxLength: WEIGHTED_KPIS.length }), (raw) => {
        const sum = raw.reduce((a, b) => a + b, 0) || 1;
        // Whole percentages that add to 100: the remainder goes to the first KPI.
        const parts = raw.map((r) => Math.floor((100 * r) / sum));
        parts[0]! += 100 - parts.reduce((a, b) => a + b, 0);
        return validateWeightage(Object.fromEntries(WEIGHTED_KPIS.map((k, i) => [k, parts[i]!]))).ok;
      }),
    );
  });

  it('names unknown KPIs and out-of-range weights', () => {
    expect(validateWeightage({ accuracy_score: 120, overall: -1 } as never).problems).toEqual([
      'accuracy_score must be between 0 and 100',
      'overall is not a weighted KPI',
      'overall must be between 0 and 100',
      'Weightages add up to 0, not 100',
    ]);
  });
});

describe('bands', () => {
  it('uses low 0–35, mid 36–70, high 71–100 by default', () => {
    expect([0, 35, 35.5, 36, 70, 70.9, 71, 100].map((v) => bandOf('accuracy_score', v).band)).toEqual([
      'low',
      'low',
      'low',
      'mid',
      'mid',
      'mid',
      'high',
      'high',
    ]);
    expect(bandOf('accuracy_score', 90).tone).toBe('good');
    expect(bandOf('accuracy_score', 10).tone).toBe('poor');
  });

  it('reverses the colours of forbidden words and idle time', () => {
    expect(bandOf('forbidden_words', 0)).toEqual({ band: 'low', tone: 'good' });
    expect(bandOf('idle_time', 100)).toEqual({ band: 'high', tone: 'poor' });
    expect(bandOf('idle_time', 50)).toEqual({ band: 'mid', tone: 'fair' });
  });

  it('colours every value, reversed KPIs exactly opposite to the others', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KPI_NAMES), fc.double({ min: -50, max: 150, noNaN: true }), (kpi, value) => {
        const normal = bandOf('accuracy_score', value);
        const result = bandOf(kpi, value);
        expect(result.band).toBe(normal.band);
        const opposite = { good: 'poor', poor: 'good', fair: 'fair' } as const;
        expect(result.tone).toBe(kpi === 'forbidden_words' || kpi === 'idle_time' ? opposite[normal.tone] : normal.tone);
      }),
    );
  });

  it('follows a tenant band configuration per KPI and type, ignoring inactive rows', () => {
    const config: KpiBandConfig[] = defaultBandConfig(2).map((row) =>
      row.kpiName === 'aht_score'
        ? { ...row, lowScoreOne: { min: 0, max: 49 }, midScoreOne: { min: 50, max: 89 }, highScore: { min: 90, max: 100 } }
        : row,
    );
    expect(bandOf('aht_score', 80, config, 2).band).toBe('mid');
    expect(bandOf('aht_score', 80, config, 1).band).toBe('high');
    const inactive = config.map((r) => ({ ...r, status: false }));
    expect(bandOf('aht_score', 80, inactive, 2).band).toBe('high');
  });

  it('validates a band configuration', () => {
    expect(validateBandConfig(defaultBandConfig(1)[0]!)).toEqual([]);
    expect(
      validateBandConfig({ lowScoreOne: { min: 0, max: 40 }, midScoreOne: { min: 36, max: 70 }, highScore: { min: 71, max: 120 } }),
    ).toEqual(['highScore must lie within 0–100', 'lowScoreOne must end before midScoreOne starts']);
  });
});
