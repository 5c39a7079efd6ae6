import type { KpiBandConfigRow, ScenarioScoreReply } from '@switchboard/contracts';
import {
  bandOf,
  RESULT_LINES,
  resultLevel,
  scoreScriptedSession,
  type EngineScript,
  type KpiKey,
  type RunnerState,
} from '@switchboard/roleplay-engine';

/**
 * A reviewer's per-message score edit, applied to a scored scripted session (ADR 010). The edited
 * reply settled one step: the step takes the reviewer's points, and counts as matched when they are
 * above 0 (the reviewer accepts the answer) or as failed at 0. Only the KPIs built from step results
 * move (AHT among them: it is earned in proportion to the steps matched); measured ones (idle,
 * typing, speech, phrases) keep their stored values, and the overall
 * score moves by each changed KPI's share of the weights the session was scored with, so a later
 * weightage change does not leak into an old session.
 */

/** The KPIs computed from the steps' scores and statuses (engine score-scripted.ts). */
export const STEP_KPIS: readonly KpiKey[] = [
  'total_score',
  'disclaimer_score',
  'welcome_score',
  'closing_score',
  'accuracy_score',
  'compliance_score',
  'resolution_score',
  'aht_score',
];

/** The score fields those KPIs produce, taken from a fresh scoring of the edited state. */
const STEP_FIELDS = [
  'generatedScore',
  'totalScore',
  'disclaimerMessageScore',
  'welcomeMessageScore',
  'closingMessageScore',
  'accuracyScore',
  'accuracyCount',
  'accuracyPercentage',
  'complianceScore',
  'complianceCount',
  'resolutionScore',
  'resolutionCount',
] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The runner state with one step's points replaced (and its matched/failed status following them). */
export function withStepScore(state: RunnerState, stepId: string, score: number): RunnerState {
  let settling = -1;
  state.turns.forEach((t, i) => {
    if (t.stepId === stepId && t.outcome !== 'retry') settling = i;
  });
  return {
    ...state,
    steps: state.steps.map((step) => {
      if (step.stepId !== stepId) return step;
      if (score > 0) return { ...step, score, status: 'matched', matchedTurn: step.matchedTurn ?? (settling >= 0 ? settling : null) };
      return { ...step, score: 0, status: step.attempts > 0 ? 'failed' : step.status, matchedTurn: null };
    }),
  };
}

/** The stored report with the step KPIs, their fields and the overall score recomputed from the edited state. */
export function rescoreReport(
  stored: ScenarioScoreReply,
  script: EngineScript,
  state: RunnerState,
  bands: readonly KpiBandConfigRow[],
): ScenarioScoreReply {
  const fresh = scoreScriptedSession(script, state, { type: stored.type, language: state.config.language });
  const freshByName = new Map(fresh.kpis.map((k) => [k.kpi, k]));
  const weightSum = stored.kpis.reduce((sum, k) => sum + (k.applicable ? k.weight : 0), 0);
  let delta = 0;
  const kpis = stored.kpis.map((k) => {
    const f = freshByName.get(k.kpiName);
    if (!f || !STEP_KPIS.includes(k.kpiName)) return k;
    if (k.applicable && weightSum > 0) delta += (k.weight / weightSum) * (f.contribution - k.contribution);
    return {
      ...k,
      value: f.value,
      percent: f.percent,
      contribution: f.contribution,
      evidence: f.evidence,
      band: k.applicable ? bandOf(k.kpiName, f.percent, bands, stored.type) : null,
    };
  });
  const overall = round2(Math.min(100, Math.max(0, stored.overAllScoreWeightage + delta)));
  const level = resultLevel(overall, true);
  const fields = Object.fromEntries(STEP_FIELDS.map((name) => [name, fresh.fields[name]])) as Pick<
    ScenarioScoreReply,
    (typeof STEP_FIELDS)[number]
  >;
  return {
    ...stored,
    ...fields,
    overAllScoreWeightage: overall,
    kpis,
    overall: { score: overall, band: bandOf('overall_weighted_score', overall, bands, stored.type), level, line: RESULT_LINES[level] },
    isExceptional: level === 'exceptional',
  };
}
