import { SCORE_SUMMARY_ROWS, type ScoreFieldsRow, type ScoreSummary, type ScoreSummaryRow } from '@switchboard/contracts';
import { KPI_LABEL_KEYS } from '../../practice/chat/logic/kpi-labels';
import { toneOf, type Tone } from './bands';
import { formatHms } from './time-format';

/** A figure to show: an i18n key and its values (or plain text such as HH:MM:SS). */
export type Figure = { key: string; values: Record<string, string | number> } | { text: string };

export interface SummaryLine {
  kpiName: ScoreSummaryRow['kpiName'];
  labelKey: string;
  applicable: boolean;
  /** What was measured, in the KPI's own unit (HH:MM:SS, seconds, wpm, points, …). */
  figure: Figure;
  /** The KPI's 0–100 score, which the bands colour. */
  percent: number;
  tone: Tone | null;
  reversed: boolean;
  weight: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Which rows a type may show (roleplay.md §9): voice adds the openers, dead air and rate of speech; chat adds
 * typing, and its openers when the server lists them (they weigh in its overall score).
 */
export function rowsForType(type: 1 | 2): readonly ScoreSummaryRow['kpiName'][] {
  return [...SCORE_SUMMARY_ROWS[2].slice(0, 3), ...SCORE_SUMMARY_ROWS.common, ...SCORE_SUMMARY_ROWS[type]];
}

function figureOf(row: ScoreSummaryRow, fields: ScoreFieldsRow | null): Figure {
  switch (row.kpiName) {
    case 'aht_score':
    case 'idle_time':
      return { text: formatHms(row.seconds ?? 0) };
    case 'deadair_score':
      return { key: 'history.score.seconds', values: { value: round(row.seconds ?? 0) } };
    case 'rate_of_speech_score':
      return { key: 'practice.chat.score.unit.wpm', values: { value: Math.round(fields?.rateOfSpeech ?? 0) } };
    case 'typing_speed_score':
      return { key: 'practice.chat.score.unit.wpm', values: { value: Math.round(fields?.typingSpeed ?? row.value) } };
    case 'accuracy_score':
      return fields && fields.accuracyCount > 0
        ? { key: 'history.score.ofCount', values: { value: fields.accuracyScore, count: fields.accuracyCount } }
        : { key: 'practice.chat.score.unit.percent', values: { value: round(row.value) } };
    case 'compliance_score':
      return fields && fields.complianceCount > 0
        ? { key: 'history.score.ofCount', values: { value: fields.complianceScore, count: fields.complianceCount } }
        : { key: 'practice.chat.score.unit.percent', values: { value: round(row.value) } };
    case 'resolution_score':
      return fields && fields.resolutionCount > 0
        ? { key: 'history.score.ofCount', values: { value: fields.resolutionScore, count: fields.resolutionCount } }
        : { key: 'practice.chat.score.unit.percent', values: { value: round(row.value) } };
    case 'forbidden_words':
      // The share of replies it happened in, worded as on the practice score: a bare '0 %' reads as a result.
      return { key: 'practice.chat.score.unit.percentOfReplies', values: { value: round(row.value) } };
    default:
      if (row.unit === 'points') return { key: 'practice.chat.score.unit.points', values: { value: round(row.value) } };
      if (row.unit === 'count') return { key: 'practice.chat.score.unit.count', values: { value: round(row.value) } };
      if (row.unit === 'wpm') return { key: 'practice.chat.score.unit.wpm', values: { value: Math.round(row.value) } };
      return { key: 'practice.chat.score.unit.percent', values: { value: round(row.value) } };
  }
}

/**
 * The Score Summary lines of a session (roleplay.md §9): the rows of its type, each with its measure
 * (AHT and idle as HH:MM:SS, dead air in seconds, rate of speech and typing speed in wpm) and its
 * colour from the KPI's configured bands, reversed for forbidden words and idle time.
 */
export function summaryLines(summary: ScoreSummary, fields: ScoreFieldsRow | null): SummaryLine[] {
  const shown = new Set(rowsForType(summary.type));
  return summary.rows
    .filter((row) => shown.has(row.kpiName))
    .map((row) => ({
      kpiName: row.kpiName,
      labelKey: KPI_LABEL_KEYS[row.kpiName],
      applicable: row.applicable,
      figure: figureOf(row, fields),
      percent: Math.min(100, Math.max(0, row.percent)),
      tone: row.applicable ? toneOf(row.percent, row.bands, row.reversed).tone : null,
      reversed: row.reversed,
      weight: row.weight,
    }));
}
