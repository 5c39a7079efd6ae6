import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SAMPLE_SCRIPT as SCRIPT } from '../fixtures/sample-script.js';
import { advance, createRunner, currentStep } from '../runner/script-runner.js';
import type { RunnerEvent, RunnerState } from '../runner/types.js';
import { DEFAULT_WEIGHTAGE, type Weightage } from './kpi-config.js';
import { weightageOfScored, withStepScore } from './reviewer-edits.js';
import { scoreScriptedSession } from './score-scripted.js';
import { sessionTiming } from './session-timing.js';
import type { ScoreReport, ScoringOptions } from './types.js';

const REPLIES = [...SCRIPT.steps.flatMap((s) => s.recommendedAnswers), 'My favourite colour is green.', 'Whatever, not my problem.'];
const answer = fc.record({
  text: fc.constantFrom(...REPLIES),
  chip: fc.boolean(),
  gapMs: fc.integer({ min: 0, max: 200_000 }),
  idleMs: fc.integer({ min: 0, max: 300_000 }),
});

/** A scripted chat played to its end with whatever the advisor answers, whenever they answer it. */
const played = fc.array(answer, { maxLength: 30 }).map((answers) => {
  let state = advance(SCRIPT, createRunner(SCRIPT, { threshold: 65, language: 'en-US' }), { type: 'start', at: 1_000 }).state;
  let at = 1_000;
  for (const a of answers) {
    if (state.status === 'completed') break;
    at += a.gapMs;
    const chips = currentStep(SCRIPT, state)!.chips?.length ?? 0;
    const event: RunnerEvent =
      a.chip && chips > 0
        ? { type: 'chip', at, chipIndex: 0, timing: { idleMs: a.idleMs } }
        : { type: 'reply', at, text: a.text, timing: { idleMs: a.idleMs, typingDurationMs: 4_000 } };
    state = advance(SCRIPT, state, event).state;
  }
  if (state.status !== 'completed') state = advance(SCRIPT, state, { type: 'end', at: at + 1 }).state;
  return state;
});

const weights = fc.constantFrom<Weightage>(DEFAULT_WEIGHTAGE[1], DEFAULT_WEIGHTAGE[2], {
  accuracy_score: 40,
  welcome_score: 25,
  aht_score: 15,
  idle_time: 10,
  typing_speed_score: 10,
});
const setting = fc.record({ botTimeMs: fc.integer({ min: 0, max: 600_000 }), weightage: weights });
const edit = fc.record({ step: fc.nat({ max: SCRIPT.steps.length - 1 }), score: fc.integer({ min: 0, max: 5 }) });

const score = (state: RunnerState, options: Omit<ScoringOptions, 'type' | 'language'>) =>
  scoreScriptedSession(SCRIPT, state, { type: 1, language: 'en-US', ...options });
/** Scored again as the server does after an edit: the report's own weights and the same bot time. */
const rescore = (state: RunnerState, first: ScoreReport, botTimeMs: number) => score(state, { botTimeMs, weightage: first.weightage });
const kpiPercent = (r: ScoreReport, name: string) => r.kpis.find((k) => k.kpi === name)!.percent;

describe('one computation for a scored session and its reviewer edits', () => {
  it('never shows a handling time longer than the duration, whatever the clock and the bot time say', () => {
    const instant = fc.option(fc.oneof(fc.integer({ min: -1e12, max: 1e13 }), fc.constantFrom(Number.NaN, Infinity)), { nil: null });
    const bot = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(Number.NaN, -Infinity));
    fc.assert(
      fc.property(instant, instant, bot, (start, end, botMs) => {
        const t = sessionTiming(start, end, botMs);
        expect(Number.isInteger(t.durationSeconds) && Number.isInteger(t.handlingSeconds)).toBe(true);
        expect(t.handlingSeconds).toBeGreaterThanOrEqual(0);
        expect(t.handlingSeconds).toBeLessThanOrEqual(t.durationSeconds);
        expect(sessionTiming(start, end).handlingSeconds).toBe(t.durationSeconds);
      }),
    );
  });

  it('measures AHT on the handling time the report shows', () => {
    fc.assert(
      fc.property(played, setting, (state, s) => {
        const report = score(state, s);
        expect(report.timing.handlingSeconds).toBeLessThanOrEqual(report.timing.durationSeconds);
        // AHT's measured value is the handling time as a share of the 5-minute target.
        expect(report.fields.ahtPercentage).toBeCloseTo((100 * report.timing.handlingSeconds) / 300, 1);
      }),
      { numRuns: 60 },
    );
  });

  it('scores a session again from its own weights to the same result', () => {
    fc.assert(
      fc.property(played, setting, (state, s) => {
        const first = score(state, s);
        const again = rescore(state, first, s.botTimeMs);
        expect(again.overall.score).toBeCloseTo(first.overall.score, 1);
        expect(again.overall.level).toBe(first.overall.level);
        expect(again.kpis.map((k) => [k.kpi, k.percent, k.weight])).toEqual(first.kpis.map((k) => [k.kpi, k.percent, k.weight]));
        expect(again.timing).toEqual(first.timing);
      }),
      { numRuns: 60 },
    );
  });

  it('moves scores with an edit, never the timing, and the level always follows the overall score', () => {
    fc.assert(
      fc.property(played, setting, edit, (state, s, e) => {
        const first = score(state, s);
        const stepId = SCRIPT.steps[e.step]!.id;
        const edited = rescore(withStepScore(state, stepId, e.score), first, s.botTimeMs);
        expect(edited.timing).toEqual(first.timing);
        expect(edited.overall.score).toBeGreaterThanOrEqual(0);
        expect(edited.overall.score).toBeLessThanOrEqual(100);
        expect(edited.overall.level).toBe(edited.overall.score >= 80 ? 'exceptional' : 'average');
        expect(edited.fields.overAllScoreWeightage).toBe(edited.overall.score);
        expect(edited.fields.ahtScorePercentage).toBe(kpiPercent(edited, 'aht_score'));
        // Measured KPIs (idle, typing, phrases) rest on the turns, which an edit does not touch.
        for (const name of ['idle_time', 'typing_speed_score', 'typing_accuracy_score', 'empathy_score', 'forbidden_words'])
          expect(kpiPercent(edited, name), name).toBe(kpiPercent(first, name));
        expect(edited.fields.generatedScore).toBe(withStepScore(state, stepId, e.score).steps.reduce((sum, step) => sum + step.score, 0));
      }),
      { numRuns: 80 },
    );
  });

  it('never lowers the overall score when a reviewer raises a reply’s score', () => {
    fc.assert(
      fc.property(played, setting, edit, fc.integer({ min: 0, max: 5 }), (state, s, e, other) => {
        const first = score(state, s);
        const stepId = SCRIPT.steps[e.step]!.id;
        const [low, high] = e.score <= other ? [e.score, other] : [other, e.score];
        const lower = rescore(withStepScore(state, stepId, low), first, s.botTimeMs);
        const higher = rescore(withStepScore(state, stepId, high), first, s.botTimeMs);
        expect(higher.overall.score).toBeGreaterThanOrEqual(lower.overall.score);
      }),
      { numRuns: 80 },
    );
  });

  it('reads the weights of a report that did not keep them back from its KPIs, to the same overall score', () => {
    fc.assert(
      fc.property(played, setting, (state, s) => {
        const first = score(state, s);
        const back = weightageOfScored(first.kpis)!;
        const values = Object.values(back) as number[];
        expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
        for (const k of first.kpis) if (k.weight > 0) expect(back[k.kpi as keyof Weightage]).toBeCloseTo(k.weight, 1);
        // Shares were stored rounded to 0.01: the overall may move by a rounding step, never more.
        expect(Math.abs(score(state, { botTimeMs: s.botTimeMs, weightage: back }).overall.score - first.overall.score)).toBeLessThanOrEqual(
          0.02,
        );
      }),
      { numRuns: 40 },
    );
    expect(weightageOfScored([{ kpi: 'aht_score', applicable: false, weight: 0 }])).toBeNull();
  });

  it('counts a failed step as matched once a reviewer gives it points, and a matched one as failed at 0', () => {
    // Right answers, except the compliance step answered wrongly until it fails.
    let state = advance(SCRIPT, createRunner(SCRIPT, { threshold: 65, language: 'en-US' }), { type: 'start', at: 0 }).state;
    let at = 0;
    const compliance = SCRIPT.steps.findIndex((s) => s.kind === 'compliance');
    SCRIPT.steps.forEach((step, i) => {
      const index = state.stepIndex;
      do {
        at += 20_000;
        const event: RunnerEvent =
          step.kind === 'select-one'
            ? { type: 'chip', at, chipIndex: step.chips!.indexOf(step.recommendedAnswers[0]!) }
            : { type: 'reply', at, text: i === compliance ? 'My favourite colour is green.' : step.recommendedAnswers[0]! };
        state = advance(SCRIPT, state, event).state;
      } while (state.stepIndex === index && state.status !== 'completed');
    });
    const failed = state.steps[compliance]!;
    expect(failed).toMatchObject({ status: 'failed', score: 0, matchedTurn: null });
    const raised = withStepScore(state, failed.stepId, 3).steps[compliance]!;
    expect(raised).toMatchObject({ status: 'matched', score: 3 });
    expect(state.turns[raised.matchedTurn!]!.stepId).toBe(failed.stepId);
    expect(withStepScore(state, state.steps[0]!.stepId, 0).steps[0]).toMatchObject({ status: 'failed', score: 0, matchedTurn: null });
    // Other steps and the turns (what was said, and when) are untouched.
    expect(withStepScore(state, failed.stepId, 3).turns).toBe(state.turns);
    expect(withStepScore(state, failed.stepId, 3).steps.filter((_, i) => i !== compliance)).toEqual(
      state.steps.filter((_, i) => i !== compliance),
    );
  });
});
