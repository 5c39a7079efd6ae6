import { DEFAULT_SCORE_BANDS, REVERSED_KPI_NAMES, type KpiBandConfigRow, type RoleplayType } from '@switchboard/contracts';

export type Band = 'low' | 'mid' | 'high';
export type Tone = 'good' | 'fair' | 'poor';
export type BandRanges = Pick<KpiBandConfigRow, 'lowScoreOne' | 'midScoreOne' | 'highScore'>;

/** The colour of a tone: good green, fair amber, poor red (as the practice score block). */
export const TONE_COLOURS: Readonly<Record<Tone, string>> = { good: 'teal', fair: 'yellow', poor: 'red' };

/**
 * The band of a 0–100 value within low/mid/high ranges (roleplay.md §9). A value between two ranges
 * stays in the lower one unless it reaches the next range's min. Reversed KPIs (forbidden words, idle
 * time) swap the colours: a low value is good.
 */
export function toneOf(percent: number, ranges: BandRanges, reversed: boolean): { band: Band; tone: Tone } {
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const band: Band = value >= ranges.highScore.min ? 'high' : value >= ranges.midScoreOne.min ? 'mid' : 'low';
  const tone: Tone = band === 'mid' ? 'fair' : (band === 'high') !== reversed ? 'good' : 'poor';
  return { band, tone };
}

/** The band of a KPI from the group's KPI configuration of that type (the defaults when none is enabled). */
export function kpiBand(kpiName: string, percent: number, configs: readonly KpiBandConfigRow[], type: RoleplayType) {
  const row = configs.find((c) => c.kpiName === kpiName && c.type === type && c.status);
  return toneOf(percent, row ?? DEFAULT_SCORE_BANDS, REVERSED_KPI_NAMES.includes(kpiName));
}
