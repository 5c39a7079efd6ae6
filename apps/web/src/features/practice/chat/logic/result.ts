import { EXCEPTIONAL_SCORE_THRESHOLD, REVERSED_KPI_NAMES } from '@switchboard/contracts';

export type ResultLevel = 'exceptional' | 'average';

/**
 * An overall weighted score of 80 or more is exceptional, anything below average, scripted or not: the
 * rule the server's score uses, so a title or result card never praises a score the server calls average.
 */
export function resultLevel(overAllScoreWeightage: number): ResultLevel {
  return overAllScoreWeightage >= EXCEPTIONAL_SCORE_THRESHOLD ? 'exceptional' : 'average';
}

/**
 * The closing line the bot says at a finish: an unscripted finish always ends on the exceptional line
 * (it thanks the advisor for a conversation no script judged), a scripted one on its score's level.
 */
export function finishLineLevel(overAllScoreWeightage: number, scripted: boolean): ResultLevel {
  return scripted ? resultLevel(overAllScoreWeightage) : 'exceptional';
}

export type Tone = 'good' | 'fair' | 'poor';

/** The colour of a band's tone (the server bands each KPI): good green, fair amber, poor red. */
export const TONE_COLOURS: Readonly<Record<Tone, string>> = { good: 'teal', fair: 'yellow', poor: 'red' };

/**
 * How full a KPI's bar is: how well it went. For a reversed KPI (idle time, forbidden words) less is
 * better, so the bar shows what is left of the allowance: 0 forbidden words is a full green bar.
 */
export const barValue = (kpi: { kpiName: string; percent: number }) => {
  const percent = Math.min(100, Math.max(0, kpi.percent));
  return isReversedKpi(kpi.kpiName) ? 100 - percent : percent;
};

/** Idle time and forbidden words: the share of replies where it happened, so less is better. */
export const isReversedKpi = (kpiName: string) => (REVERSED_KPI_NAMES as readonly string[]).includes(kpiName);
