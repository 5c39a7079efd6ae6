import { EXCEPTIONAL_SCORE_THRESHOLD } from '@switchboard/contracts';

export type ResultLevel = 'exceptional' | 'average';

/**
 * roleplay.md §4/§9: an overall weighted score of 80 or more is exceptional, anything below average;
 * unscripted finishes always get the exceptional message.
 */
export function resultLevel(overAllScoreWeightage: number, scripted: boolean): ResultLevel {
  if (!scripted) return 'exceptional';
  return overAllScoreWeightage >= EXCEPTIONAL_SCORE_THRESHOLD ? 'exceptional' : 'average';
}

export type Tone = 'good' | 'fair' | 'poor';

/** The colour of a band's tone (the server bands each KPI): good green, fair amber, poor red. */
export const TONE_COLOURS: Readonly<Record<Tone, string>> = { good: 'teal', fair: 'yellow', poor: 'red' };
