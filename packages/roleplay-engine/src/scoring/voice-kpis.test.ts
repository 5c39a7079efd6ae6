import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SAMPLE_SCRIPT as SCRIPT } from '../fixtures/sample-script.js';
import { advance, createRunner, currentStep } from '../runner/script-runner.js';
import type { RunnerState } from '../runner/types.js';
import { SCORING_DEFAULTS } from './conversation-kpis.js';
import { scoreScriptedSession } from './score-scripted.js';
import type { ScoreReport } from './types.js';

/** A voice call answered right at every step, each reply with its spoken length and the pause before it. */
function call(turns: readonly { voiceMs: number; pauseMs: number }[]): RunnerState {
  let state = advance(SCRIPT, createRunner(SCRIPT, { threshold: 60, language: 'en-US' }), { type: 'start', at: 0 }).state;
  let at = 0;
  for (const turn of turns) {
    const step = currentStep(SCRIPT, state);
    if (!step) break;
    at += turn.pauseMs + turn.voiceMs;
    state = advance(SCRIPT, state, {
      type: 'reply',
      at,
      text: step.recommendedAnswers[0]!,
      timing: { voiceDurationMs: turn.voiceMs, pauseMs: turn.pauseMs, idleMs: 0 },
    }).state;
  }
  return state;
}
const score = (state: RunnerState): ScoreReport => scoreScriptedSession(SCRIPT, state, { type: 2, language: 'en-US' });
const kpi = (report: ScoreReport, key: string) => report.kpis.find((k) => k.kpi === key)!;
const words = SCRIPT.steps.reduce((n, s) => n + s.recommendedAnswers[0]!.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length, 0);
const turnsArb = fc.array(fc.record({ voiceMs: fc.integer({ min: 500, max: 30_000 }), pauseMs: fc.integer({ min: 0, max: 20_000 }) }), {
  minLength: SCRIPT.steps.length,
  maxLength: SCRIPT.steps.length,
});

describe('voice KPIs from real timings', () => {
  it('rate of speech is the words spoken over the time spent speaking them', () => {
    fc.assert(
      fc.property(turnsArb, (turns) => {
        const report = score(call(turns));
        const minutes = turns.reduce((s, t) => s + t.voiceMs, 0) / 60_000;
        expect(report.fields.rateOfSpeech).toBeCloseTo(words / minutes, 1);
        const [lo, hi] = SCORING_DEFAULTS.speechIdealWpm;
        const wpm = words / minutes;
        if (wpm >= lo && wpm <= hi) expect(report.fields.rateOfSpeechScore).toBe(5);
        else expect(report.fields.rateOfSpeechScore).toBeLessThan(5);
      }),
      { numRuns: 30 },
    );
  });

  it('speaking the same words faster or slower than the ideal band costs points, more the further out', () => {
    const at = (wpm: number) => {
      const voiceMs = (60_000 * words) / wpm / SCRIPT.steps.length;
      return score(call(SCRIPT.steps.map(() => ({ voiceMs, pauseMs: 1000 })))).fields.rateOfSpeechScore;
    };
    expect(at(140)).toBe(5);
    expect(at(190)).toBeLessThan(5);
    expect(at(210)).toBeLessThan(at(190));
    expect(at(90)).toBeLessThan(5);
    expect(at(70)).toBeLessThan(at(90));
  });

  it('dead air counts only pauses of 5 s or more, and stretching a pause into dead air never scores better', () => {
    fc.assert(
      fc.property(
        turnsArb,
        fc.integer({ min: 0, max: SCRIPT.steps.length - 1 }),
        fc.integer({ min: SCORING_DEFAULTS.deadAirThresholdMs, max: 30_000 }),
        (turns, i, extra) => {
          const report = score(call(turns));
          const dead = turns.filter((t) => t.pauseMs >= SCORING_DEFAULTS.deadAirThresholdMs);
          expect(kpi(report, 'deadair_score').evidence.filter((e) => e.code === 'dead_air_pause')).toHaveLength(dead.length);
          if (dead.length === 0) expect(report.fields.deadAirScore).toBe(5);
          expect(report.fields.pauseDuration).toBeCloseTo(turns.reduce((s, t) => s + t.pauseMs, 0) / 1000, 0);
          const longer = turns.map((t, k) => (k === i ? { ...t, pauseMs: t.pauseMs + extra } : t));
          expect(score(call(longer)).fields.deadAirScore).toBeLessThanOrEqual(report.fields.deadAirScore + 1e-9);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('welcome, disclaimer and closing are out of 5, and AHT runs from pick-up to the last answer', () => {
    const turns = SCRIPT.steps.map(() => ({ voiceMs: 4000, pauseMs: 1000 }));
    const report = score(call(turns));
    expect(report.fields).toMatchObject({ welcomeMessageScore: 5, disclaimerMessageScore: 5, closingMessageScore: 5 });
    expect(kpi(report, 'aht_score').evidence[0]).toMatchObject({ code: 'aht_measured', values: { duration: '00:00:35' } });
    expect(kpi(report, 'typing_speed_score').applicable).toBe(false);
    expect(kpi(report, 'deadair_score').applicable).toBe(true);
    expect(kpi(report, 'rate_of_speech_score').applicable).toBe(true);
  });
});
