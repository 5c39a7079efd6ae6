import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PersonaFacts } from '../persona/persona-brief.js';
import { SAMPLE_SCRIPT as SCRIPT } from '../fixtures/sample-script.js';
import { advance, createRunner, currentStep } from '../runner/script-runner.js';
import type { RunnerEvent } from '../runner/types.js';
import { scoreScriptedSession } from './score-scripted.js';
import { scoreUnscriptedSession, type TranscriptMessage } from './score-unscripted.js';
import { EVIDENCE_CODES, type ScoreReport } from './types.js';

/** A persona with a fact to ask for and a resolution to offer, so the replay has something to read. */
const PERSONA: PersonaFacts = {
  name: 'Ana',
  age: null,
  customerSince: null,
  address: null,
  issueDescription: 'Her refund has not arrived.',
  speakingStyle: null,
  objections: ['Are you sure?'],
  facts: [
    { label: 'Order number', value: 'It is 12-345.', knownBy: 'customer', reveal: 'whenAsked' },
    { label: 'Refund', value: 'Refund the order to the card today.', knownBy: 'company', acceptable: true },
  ],
  language: 'en-US',
};

const REPLIES = [
  ...SCRIPT.steps.flatMap((s) => s.recommendedAnswers),
  "I'm so sorry, I understand how frustrating this is. Could you tell me when it happened?",
  'Calm down, that is not my problem.',
  'Your parcel will arrive tomorrow.',
  'I have processed a refund; is there anything else I can help with? Have a great day.',
  'Plz confrim ur acount numbr',
];
const timing = fc.record(
  {
    typingDurationMs: fc.integer({ min: 0, max: 120_000 }),
    typingSpeedWpm: fc.integer({ min: 0, max: 200 }),
    idleMs: fc.integer({ min: 0, max: 600_000 }),
    voiceDurationMs: fc.integer({ min: 0, max: 60_000 }),
    pauseMs: fc.integer({ min: 0, max: 60_000 }),
  },
  { requiredKeys: [] },
);
const answer = fc.record({ text: fc.constantFrom(...REPLIES), chip: fc.boolean(), gapMs: fc.integer({ min: 0, max: 200_000 }), timing });
const options = fc.record({
  type: fc.constantFrom(1 as const, 2 as const),
  ahtTargetMs: fc.integer({ min: 1, max: 900_000 }),
  idleTargetMs: fc.integer({ min: 1, max: 300_000 }),
});

function expectBounded(report: ScoreReport) {
  expect(report.overall.score).toBeGreaterThanOrEqual(0);
  expect(report.overall.score).toBeLessThanOrEqual(100);
  for (const k of report.kpis) {
    for (const v of [k.percent, k.contribution, k.weight]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    if (k.unit === 'points') expect(k.value).toBeLessThanOrEqual(5);
    expect(k.evidence.length, k.kpi).toBeGreaterThan(0);
  }
  const weights = report.kpis.reduce((s, k) => s + k.weight, 0);
  if (weights > 0) expect(weights).toBeCloseTo(100, 0);
  // The level shown is the real one; only the spoken line of an unscripted finish is always the exceptional one.
  expect(report.overall.level).toBe(report.overall.score < 80 ? 'average' : 'exceptional');
  const f = report.fields;
  for (const key of [
    'accuracyPercentage',
    'empathyPercentage',
    'probingPercentage',
    'forbiddenPercentage',
    'idleTimePercentage',
    'ahtScorePercentage',
    'typingAccuracyScore',
  ] as const) {
    expect(f[key], key).toBeGreaterThanOrEqual(0);
    expect(f[key], key).toBeLessThanOrEqual(100);
  }
  for (const key of [
    'welcomeMessageScore',
    'disclaimerMessageScore',
    'closingMessageScore',
    'deadAirScore',
    'rateOfSpeechScore',
  ] as const) {
    expect(f[key], key).toBeGreaterThanOrEqual(0);
    expect(f[key], key).toBeLessThanOrEqual(5);
  }
}

describe('score properties', () => {
  it('keeps every scripted score within its bounds, with evidence, whatever the advisor does', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 0, maxLength: 40 }), options, (answers, opts) => {
        let state = advance(SCRIPT, createRunner(SCRIPT, { threshold: 65, language: 'en-US' }), { type: 'start', at: 0 }).state;
        let at = 0;
        for (const a of answers) {
          if (state.status === 'completed') break;
          at += a.gapMs;
          const chips = currentStep(SCRIPT, state)!.chips?.length ?? 0;
          const event: RunnerEvent =
            a.chip && chips > 0
              ? { type: 'chip', at, chipIndex: 0, timing: a.timing }
              : { type: 'reply', at, text: a.text, timing: a.timing };
          state = advance(SCRIPT, state, event).state;
        }
        if (state.status !== 'completed') state = advance(SCRIPT, state, { type: 'end', at: at + 1 }).state;
        const report = scoreScriptedSession(SCRIPT, state, { ...opts, language: 'en-US' });
        expectBounded(report);
        expect(report.fields.generatedScore).toBeLessThanOrEqual(report.fields.totalScore);
        expect(report.fields.accuracyScore).toBeLessThanOrEqual(report.fields.accuracyCount);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps every unscripted score within its bounds and lists each applicable KPI once', () => {
    const message = fc.record({
      role: fc.constantFrom('advisor' as const, 'customer' as const),
      text: fc.constantFrom(...REPLIES),
      gapMs: fc.nat({ max: 100_000 }),
      timing,
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 20 }), options, (messages, opts) => {
        let at = 0;
        const transcript: TranscriptMessage[] = messages.map((m) => ({
          role: m.role,
          text: m.text,
          at: (at += m.gapMs),
          timing: m.timing,
        }));
        const report = scoreUnscriptedSession(transcript, { ...opts, language: 'en-US' }, PERSONA);
        expectBounded(report);
        expect(new Set(report.unscripted.map((u) => u.key)).size).toBe(report.unscripted.length);
        for (const k of report.kpis) for (const e of k.evidence) expect(EVIDENCE_CODES).toContain(e.code);
        for (const item of report.unscripted) expect(item.score).toBeGreaterThanOrEqual(0);
        for (const item of report.unscripted) expect(item.score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 60 },
    );
  });
});
