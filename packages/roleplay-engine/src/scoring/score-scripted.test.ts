import { describe, expect, it } from 'vitest';
import { SAMPLE_SCRIPT as SCRIPT } from '../fixtures/sample-script.js';
import { advance, createRunner } from '../runner/script-runner.js';
import type { ReplyTiming, RunnerEvent, RunnerState } from '../runner/types.js';
import { scoreScriptedSession } from './score-scripted.js';
import { ScoringError } from './report.js';
import type { KpiKey } from './kpi-config.js';
import type { ScoreReport } from './types.js';

const CONFIG = { threshold: 65, language: 'en-US' };
const SECOND = 1000;

/** Plays a session: one event per step answer, 20 s apart, with the timings given. */
function play(answers: (string | number)[], timing: ReplyTiming = {}): RunnerState {
  let state = advance(SCRIPT, createRunner(SCRIPT, CONFIG), { type: 'start', at: 0 }).state;
  answers.forEach((a, i) => {
    const at = (i + 1) * 20 * SECOND;
    const event: RunnerEvent = typeof a === 'number' ? { type: 'chip', at, chipIndex: a, timing } : { type: 'reply', at, text: a, timing };
    state = advance(SCRIPT, state, event).state;
  });
  return state;
}
const perfect = SCRIPT.steps.map((s) => (s.kind === 'select-one' ? 0 : s.recommendedAnswers[0]!));
const kpiOf = (r: ScoreReport, k: KpiKey) => r.kpis.find((x) => x.kpi === k)!;

describe('scripted session scoring', () => {
  it('gives a perfect, quick, typo-free chat an exceptional score, with evidence for each step', () => {
    const state = play(perfect, { typingDurationMs: 15 * SECOND, idleMs: 2 * SECOND });
    const report = scoreScriptedSession(SCRIPT, state, { type: 1, language: 'en-US', ahtTargetMs: 300 * SECOND });
    expect(report.fields).toMatchObject({
      accuracyScore: 7,
      accuracyCount: 7,
      accuracyPercentage: 100,
      complianceScore: 1,
      complianceCount: 1,
      resolutionScore: 1,
      resolutionCount: 1,
      welcomeMessageScore: 5,
      closingMessageScore: 5,
      disclaimerMessageScore: 5,
      generatedScore: 35,
      totalScore: 35,
      idleTime: 14,
      idleTimeTarget: 60,
      typingAccuracyCount: 0,
      averageTime: 20,
      numberOfSessions: 1,
    });
    expect(report.fields.ahtPercentage).toBeCloseTo((140 / 300) * 100, 1);
    const accuracy = kpiOf(report, 'accuracy_score');
    expect(accuracy.evidence).toHaveLength(7);
    expect(accuracy.evidence[0]).toMatchObject({ turn: 0, stepId: 'welcome', phrase: SCRIPT.steps[0]!.recommendedAnswers[0] });
    expect(accuracy.evidence[0]).toMatchObject({
      code: 'step_accepted',
      values: { similarity: 100, attempt: 1 },
    });
    // A step the advisor passed quotes their reply, never the recommended answer behind it.
    expect(accuracy.evidence[0]!.values).not.toHaveProperty('answer');
    expect(report.overall.score).toBeGreaterThanOrEqual(80);
    expect(report.overall.level).toBe('exceptional');
    expect(report.fields.overAllScoreWeightage).toBe(report.overall.score);
    // A chat has no dead air or rate of speech: they weigh nothing, and the weights used still sum to 100.
    expect(kpiOf(report, 'deadair_score').applicable).toBe(false);
    expect(report.kpis.reduce((s, k) => s + k.weight, 0)).toBeCloseTo(100, 1);
  });

  it('scores failed steps 0, lowers accuracy and marks the session average', () => {
    const wrong = 'Your parcel will arrive tomorrow morning.';
    const answers = [wrong, wrong, wrong, wrong, ...perfect.slice(1, 5), wrong, wrong, wrong, wrong, ...perfect.slice(6)];
    // Accuracy alone decides here: 5 of 7 steps is 71.43, below the exceptional line of 80.
    const report = scoreScriptedSession(SCRIPT, play(answers), { type: 1, language: 'en-US', weightage: { accuracy_score: 100 } });
    expect(report.overall.score).toBe(71.43);
    expect(report.fields).toMatchObject({
      welcomeMessageScore: 0,
      accuracyScore: 5,
      accuracyCount: 7,
      complianceScore: 1,
      generatedScore: 25,
    });
    expect(kpiOf(report, 'probing_score').applicable).toBe(true);
    const welcome = kpiOf(report, 'welcome_score');
    expect(welcome.evidence[0]).toMatchObject({ code: 'no_match', values: { count: 4, similarity: expect.any(Number) } });
    expect(welcome.evidence[0]!.values.similarity).toBeLessThan(50);
    expect(welcome.band).toEqual({ band: 'low', tone: 'poor' });
    expect(report.overall.level).toBe('average');
  });

  it('finds empathy, probing, forbidden words and typos in what the advisor typed', () => {
    const answers = [...perfect];
    answers[0] =
      "Thank you for contacting us. I'm so sorry to hear about the unexpected charge, I understand how annoying that is. I'll look into it.";
    answers[1] = 'Yes, this conversation is recorded for quality and training purposes, calm down.';
    answers[5] = 'Before I apply the credit, could you please confrim the full name and the billing address on the account?';
    const report = scoreScriptedSession(SCRIPT, play(answers), { type: 1, language: 'en-US', forbiddenWords: ['unexpected charge'] });
    const empathy = kpiOf(report, 'empathy_score');
    expect(empathy.evidence.map((e) => e.phrase)).toEqual(expect.arrayContaining(['so sorry', 'sorry to hear', 'i understand']));
    expect(empathy.evidence.every((e) => e.turn === 0)).toBe(true);
    // One reply showed empathy, and the script has one step whose model answer shows it: one opportunity, taken.
    expect(empathy).toMatchObject({ unit: 'count', value: 1, percent: 100 });
    const forbidden = kpiOf(report, 'forbidden_words');
    // "Calm down" is rude to the customer: a critical error that caps the overall, said first.
    expect(forbidden.evidence.map((e) => [e.turn, e.code, e.phrase])).toEqual([
      [1, 'conduct_critical_error', null],
      [0, 'forbidden_phrase', 'unexpected charge'],
      [1, 'forbidden_phrase', 'calm down'],
    ]);
    expect(report.overall.score).toBeLessThanOrEqual(30);
    expect(report.fields.forbiddenCount).toBe(2);
    expect(report.fields.forbiddenPercentage).toBeCloseTo((2 / 7) * 100, 1);
    expect(kpiOf(report, 'typing_accuracy_score').evidence.filter((e) => e.turn !== null)).toEqual([
      expect.objectContaining({ turn: 5, phrase: 'confrim', code: 'typo', values: { word: 'confrim', meant: 'confirm' } }),
    ]);
    expect(report.fields.probingCount).toBeGreaterThanOrEqual(1);
  });

  it('measures a voice call: dead air, rate of speech and the spoken openers', () => {
    const state = play(perfect, { voiceDurationMs: 6 * SECOND, pauseMs: 7 * SECOND });
    const report = scoreScriptedSession(SCRIPT, state, { type: 2, language: 'en-US' });
    const deadAir = kpiOf(report, 'deadair_score');
    expect(deadAir.applicable).toBe(true);
    expect(deadAir.evidence).toHaveLength(7);
    expect(report.fields.pauseDuration).toBe(49);
    expect(report.fields.deadAirPercentage).toBeCloseTo(35, 0);
    expect(report.fields.deadAirScore).toBe(0);
    expect(report.fields.rateOfSpeech).toBeGreaterThan(100);
    expect(kpiOf(report, 'typing_speed_score').applicable).toBe(false);
  });

  it('refuses a weightage that does not sum to 100 and uses a valid one', () => {
    const state = play(perfect);
    expect(() => scoreScriptedSession(SCRIPT, state, { type: 1, language: 'en-US', weightage: { accuracy_score: 50 } })).toThrow(
      ScoringError,
    );
    const onlyAccuracy = scoreScriptedSession(SCRIPT, state, { type: 1, language: 'en-US', weightage: { accuracy_score: 100 } });
    expect(onlyAccuracy.overall.score).toBe(100);
    expect(kpiOf(onlyAccuracy, 'accuracy_score').weight).toBe(100);
  });

  it('scores an abandoned session from what was answered', () => {
    let state = play(perfect.slice(0, 2));
    state = advance(SCRIPT, state, { type: 'end', at: 60 * SECOND }).state;
    const report = scoreScriptedSession(SCRIPT, state, { type: 1, language: 'en-US' });
    expect(report.fields).toMatchObject({
      accuracyScore: 2,
      accuracyCount: 2,
      complianceScore: 0,
      complianceCount: 1,
      generatedScore: 10,
      totalScore: 35,
    });
    expect(kpiOf(report, 'closing_score').evidence[0]).toMatchObject({ code: 'not_answered', values: {} });
    expect(kpiOf(report, 'total_score').evidence).toEqual([
      { turn: null, stepId: null, phrase: null, code: 'step_points', values: { points: 10, total: 35, count: 7 } },
    ]);
  });
});
