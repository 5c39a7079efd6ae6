import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ScenarioScoreReply } from '@switchboard/contracts';
import {
  advance,
  createRunner,
  scoreScriptedSession,
  type RunnerEvent,
  type RunnerState,
  type ScoreReport,
  type ScoringOptions,
  type Weightage,
} from '@switchboard/roleplay-engine';
import { SAMPLE_SCRIPT as SCRIPT } from '../../../../../../packages/roleplay-engine/src/fixtures/sample-script.js';
import { rescoreReport, STEP_KPIS, withStepScore } from './rescore.js';

const WRONG = 'My favourite colour is green and I enjoy gardening on weekends.';

/** Plays the sample script: right answers, except `wrong` steps answered wrongly until they fail. */
function play(wrong: ReadonlySet<number>): RunnerState {
  let state = advance(SCRIPT, createRunner(SCRIPT, { threshold: 65, language: 'en-US' }), { type: 'start', at: 0 }).state;
  let at = 0;
  const send = (event: { type: 'reply'; text: string } | { type: 'chip'; chipIndex: number }) => {
    at += 20_000;
    const timing = { typingDurationMs: 9000, idleMs: 1500 };
    const full: RunnerEvent = event.type === 'reply' ? { ...event, at, timing } : { ...event, at, timing };
    state = advance(SCRIPT, state, full).state;
  };
  SCRIPT.steps.forEach((step, i) => {
    if (wrong.has(i)) {
      const index = state.stepIndex;
      while (state.stepIndex === index && state.status !== 'completed') send({ type: 'reply', text: WRONG });
    } else if (step.kind === 'select-one') send({ type: 'chip', chipIndex: step.chips!.indexOf(step.recommendedAnswers[0]!) });
    else send({ type: 'reply', text: step.recommendedAnswers[0]! });
  });
  return state;
}

/** The stored shape of a report (as score-service presents it), enough for rescoring. */
const stored = (r: ScoreReport): ScenarioScoreReply => ({
  ...r.fields,
  userSessionId: '0123456789abcdef01234567',
  assessmentId: '0123456789abcdef01234567',
  type: r.type,
  scripted: true,
  kpis: r.kpis.map((k) => ({ ...k, kpiName: k.kpi })),
  overall: r.overall,
  isExceptional: r.overall.level === 'exceptional',
  unscriptedScore: [],
  weightageSource: 'tenant',
  scoredDate: new Date(0).toISOString(),
});

const WEIGHTS: Record<1 | 2, Weightage> = {
  1: { accuracy_score: 30, compliance_score: 20, resolution_score: 10, welcome_score: 10, closing_score: 10, aht_score: 10, idle_time: 10 },
  2: { accuracy_score: 25, disclaimer_score: 15, welcome_score: 15, compliance_score: 15, resolution_score: 10, empathy_score: 20 },
};

describe('rescoring a reviewer’s per-message edit', () => {
  it('gives what a full scoring of the edited session gives, for any edit of any step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.subarray([0, 1, 3, 4, 5, 6]),
        fc.integer({ min: 0, max: SCRIPT.steps.length - 1 }),
        fc.integer({ min: 0, max: 5 }),
        (type, wrong, stepIndex, score) => {
          const state = play(new Set(wrong));
          const options: ScoringOptions = { type, language: 'en-US', weightage: WEIGHTS[type] };
          const before = stored(scoreScriptedSession(SCRIPT, state, options));
          const edited = withStepScore(state, SCRIPT.steps[stepIndex]!.id, score);
          const expected = scoreScriptedSession(SCRIPT, edited, options);
          const actual = rescoreReport(before, SCRIPT, edited, []);
          // The overall moves by the changed KPIs' weighted share (weights stored rounded to 0.01).
          expect(Math.abs(actual.overAllScoreWeightage - expected.overall.score)).toBeLessThan(0.05);
          expect(actual.overall.level).toBe(expected.overall.level);
          for (const name of STEP_KPIS) {
            const a = actual.kpis.find((k) => k.kpiName === name)!;
            const e = expected.kpis.find((k) => k.kpi === name)!;
            expect({ name, percent: a.percent, value: a.value }).toEqual({ name, percent: e.percent, value: e.value });
          }
          expect(actual.generatedScore).toBe(expected.fields.generatedScore);
          expect(actual.accuracyScore).toBe(expected.fields.accuracyScore);
          expect(actual.complianceScore).toBe(expected.fields.complianceScore);
          // Measured KPIs keep their stored values.
          expect(actual.kpis.find((k) => k.kpiName === 'idle_time')).toEqual(before.kpis.find((k) => k.kpiName === 'idle_time'));
        },
      ),
      { numRuns: 60 },
    );
    // Each run scores a whole session twice: seconds on a busy CI machine.
  }, 60_000);

  it('counts a failed step as matched once a reviewer gives it points, and a matched one as failed at 0', () => {
    const state = play(new Set([4]));
    const failed = state.steps[4]!;
    expect(failed).toMatchObject({ status: 'failed', score: 0, matchedTurn: null });
    const raised = withStepScore(state, failed.stepId, 3).steps[4]!;
    expect(raised).toMatchObject({ status: 'matched', score: 3 });
    expect(state.turns[raised.matchedTurn!]!.stepId).toBe(failed.stepId);
    const lowered = withStepScore(state, state.steps[0]!.stepId, 0).steps[0]!;
    expect(lowered).toMatchObject({ status: 'failed', score: 0, matchedTurn: null });
    // Other steps and the turns are untouched.
    expect(withStepScore(state, failed.stepId, 3).turns).toBe(state.turns);
  });
});
