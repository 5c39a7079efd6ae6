import { EXCEPTIONAL_SCORE, RESULT_LINES, resultLevel, type ResultLevel } from '../runner/messages.js';
import { bandOf, DEFAULT_WEIGHTAGE, validateWeightage, type KpiKey, type SessionType, type WeightedKpi } from './kpi-config.js';
import { round } from './conversation-kpis.js';
import { applyConduct, conductEvidence, type Conduct } from './conduct.js';
import type { KpiResult, ScoreFields, ScoreReport, ScoringOptions, UnscriptedScoreItem } from './types.js';
import type { SessionTiming } from './session-timing.js';

/** A weightage that does not add up to 100 is a configuration error, not a score. */
export class ScoringError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid weightage: ${problems.join('; ')}`);
    this.name = 'ScoringError';
  }
}

/**
 * Weights, bands and the overall score. A KPI the session cannot measure (a chat has no dead air, a
 * script without a compliance step has no compliance) gives its weight to the others in proportion,
 * so the overall score stays out of 100 and an advisor is never marked down for what was not asked.
 */
export function weighKpis(kpis: KpiResult[], options: ScoringOptions): number {
  const weightage = options.weightage ?? DEFAULT_WEIGHTAGE[options.type];
  const check = validateWeightage(weightage);
  if (!check.ok) throw new ScoringError(check.problems);
  const weightOf = (k: KpiKey) => weightage[k as WeightedKpi] ?? 0;
  const used = kpis.filter((k) => k.applicable && weightOf(k.kpi) > 0);
  const total = used.reduce((sum, k) => sum + weightOf(k.kpi), 0);
  let overall = 0;
  for (const k of kpis) {
    k.weight = k.applicable && total > 0 ? round((100 * weightOf(k.kpi)) / total) : 0;
    k.band = k.applicable ? bandOf(k.kpi, k.percent, options.bands, options.type) : null;
    if (k.applicable && total > 0) overall += (weightOf(k.kpi) / total) * k.contribution;
  }
  return round(overall);
}

const find = (kpis: KpiResult[], key: KpiKey) => kpis.find((k) => k.kpi === key)!;

export function assembleReport(
  kpis: KpiResult[],
  fields: Omit<ScoreFields, 'overAllScoreWeightage'>,
  options: ScoringOptions,
  scripted: boolean,
  timing: SessionTiming,
  unscripted: UnscriptedScoreItem[] = [],
  conduct?: Conduct,
): ScoreReport {
  const weighed = weighKpis(kpis, options);
  const overall = conduct ? applyConduct(weighed, conduct) : weighed;
  // A rude or blaming message is a critical error: the professional-language KPI says why the overall fell.
  if (conduct && conduct.hostile > 0) {
    const evidence = conductEvidence(weighed, overall, conduct);
    find(kpis, 'forbidden_words').evidence.unshift(evidence);
    const item = unscripted.find((i) => i.kpi === 'forbidden_words');
    if (item) item.evidence = [evidence, ...item.evidence].slice(0, 3);
  }
  // The level shown is the real one; an unscripted finish still speaks the exceptional line.
  const level: ResultLevel = overall >= EXCEPTIONAL_SCORE ? 'exceptional' : 'average';
  return {
    type: options.type as SessionType,
    scripted,
    fields: { overAllScoreWeightage: overall, ...fields },
    kpis,
    overall: {
      score: overall,
      band: bandOf('overall_weighted_score', overall, options.bands, options.type),
      level,
      line: RESULT_LINES[resultLevel(overall, scripted)],
    },
    unscripted,
    timing,
    weightage: { ...(options.weightage ?? DEFAULT_WEIGHTAGE[options.type]) },
  };
}

/** The fields every session shares, read off the conversation KPIs. */
export function conversationFields(kpis: KpiResult[]) {
  return {
    empathyCount: find(kpis, 'empathy_score').value,
    empathyPercentage: find(kpis, 'empathy_score').percent,
    probingCount: find(kpis, 'probing_score').value,
    probingPercentage: find(kpis, 'probing_score').percent,
    forbiddenPercentage: find(kpis, 'forbidden_words').percent,
    ahtPercentage: find(kpis, 'aht_score').value,
    ahtScorePercentage: find(kpis, 'aht_score').percent,
    idleTimePercentage: find(kpis, 'idle_time').percent,
    deadAirScore: find(kpis, 'deadair_score').value,
    rateOfSpeechScore: find(kpis, 'rate_of_speech_score').value,
    typingSpeedScore: find(kpis, 'typing_speed_score').percent,
    typingAccuracyScore: find(kpis, 'typing_accuracy_score').percent,
  };
}
