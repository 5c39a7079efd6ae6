import type { RunnerState } from '../runner/types.js';
import type { KpiKey, Weightage, WeightedKpi } from './kpi-config.js';
import { WEIGHTED_KPIS } from './kpi-config.js';

/**
 * A reviewer's 0–5 score for the reply that settled a step: the step takes the reviewer's points and
 * counts as matched when they are above 0 (the reviewer accepts the answer) or failed at 0. The turns
 * (what was said and when) are never touched, so an edit moves scores, never timings.
 */
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

/**
 * The weights a stored score was computed with, read back from its KPIs (each applicable KPI's share of
 * the overall score), so a session scored again after a reviewer's edit keeps the weights it was first
 * scored with: a later change of the group's weightage does not leak into old sessions. Null when no
 * KPI carried weight (the caller then uses the current weights).
 */
export function weightageOfScored(kpis: readonly { kpi: KpiKey | string; applicable: boolean; weight: number }[]): Weightage | null {
  const weighted = kpis.filter(
    (k): k is { kpi: WeightedKpi; applicable: boolean; weight: number } =>
      k.applicable && Number.isFinite(k.weight) && k.weight > 0 && (WEIGHTED_KPIS as readonly string[]).includes(k.kpi),
  );
  const total = weighted.reduce((sum, k) => sum + k.weight, 0);
  if (total <= 0) return null;
  // Stored shares are rounded; scaled back to exactly 100 they weigh the KPIs in the same proportions.
  const weightage: Weightage = {};
  let given = 0;
  weighted.forEach((k, i) => {
    const share = i === weighted.length - 1 ? 100 - given : (100 * k.weight) / total;
    weightage[k.kpi] = share;
    given += share;
  });
  return weightage;
}
