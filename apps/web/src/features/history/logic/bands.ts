import { DEFAULT_SCORE_BANDS, REVERSED_KPI_NAMES, type KpiBandConfigRow, type RoleplayType } from '@switchboard/contracts';

export type Band = 'low' | 'mid' | 'high';
export type Tone = 'good' | 'fair' | 'poor';

/** The colour of a tone: good green, fair amber, poor red (as the practice score block). */
export const TONE_COLOURS: Readonly<Record<Tone, string>> = { good: 'teal', fair: 'yellow', poor: 'red' };

/**
 * The colour band of a 0–100 value for one KPI (roleplay.md §9): the group's configured low/mid/high
 * ranges for that KPI and type when enabled, else the defaults (0–35, 36–70, 71–100). A value between
 * two ranges stays in the lower one unless it reaches the next range's min. Forbidden words and idle
 * time run the other way: few of them is good.
 */
export function kpiBand(
  kpiName: string,
  percent: number,
  configs: readonly KpiBandConfigRow[],
  type: RoleplayType,
): { band: Band; tone: Tone } {
  const row = configs.find((c) => c.kpiName === kpiName && c.type === type && c.status);
  const bands = row ?? DEFAULT_SCORE_BANDS;
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const band: Band = value >= bands.highScore.min ? 'high' : value >= bands.midScoreOne.min ? 'mid' : 'low';
  const reversed = REVERSED_KPI_NAMES.includes(kpiName);
  const tone: Tone = band === 'mid' ? 'fair' : (band === 'high') !== reversed ? 'good' : 'poor';
  return { band, tone };
}
