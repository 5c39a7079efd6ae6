/** roleplay.md §9: an overall weighted score of 80 or more is exceptional, anything below average. */
export const EXCEPTIONAL_THRESHOLD = 80;

export type ResultLevel = 'exceptional' | 'average';

/** Unscripted finishes always get the exceptional message (roleplay.md §4). */
export function resultLevel(overAllScoreWeightage: number, scripted: boolean): ResultLevel {
  if (!scripted) return 'exceptional';
  return overAllScoreWeightage >= EXCEPTIONAL_THRESHOLD ? 'exceptional' : 'average';
}

export type Tone = 'good' | 'fair' | 'poor';

/** The colour of a band's tone: good green, fair amber, poor red. */
export const TONE_COLOURS: Readonly<Record<Tone, string>> = { good: 'teal', fair: 'yellow', poor: 'red' };

export interface BandRanges {
  lowScoreOne: { min: number; max: number };
  midScoreOne: { min: number; max: number };
  highScore: { min: number; max: number };
}

/** low 0–35, mid 36–70, high 71–100 (roleplay.md §9). */
export const DEFAULT_BAND_RANGES: BandRanges = {
  lowScoreOne: { min: 0, max: 35 },
  midScoreOne: { min: 36, max: 70 },
  highScore: { min: 71, max: 100 },
};

/**
 * The tone of a 0–100 value in the given bands; reversed KPIs (forbidden words, idle time) are good
 * when low.
 */
export function toneOf(percent: number, reversed = false, bands: BandRanges = DEFAULT_BAND_RANGES): Tone {
  const v = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const band = v >= bands.highScore.min ? 'high' : v >= bands.midScoreOne.min ? 'mid' : 'low';
  if (band === 'mid') return 'fair';
  return (band === 'high') !== reversed ? 'good' : 'poor';
}
