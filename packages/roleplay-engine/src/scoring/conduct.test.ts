import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PersonaFacts } from '../persona/persona-brief.js';
import { applyConduct, conductOf, CRITICAL_ERROR_CAP, CRITICAL_ERROR_STEP } from './conduct.js';
import { weighKpis } from './report.js';
import { scoreUnscriptedSession, type TranscriptMessage } from './score-unscripted.js';

const PERSONA: PersonaFacts = {
  name: 'Ana',
  age: null,
  customerSince: null,
  address: null,
  issueDescription: 'Her refund has not arrived.',
  speakingStyle: null,
  objections: [],
  facts: [
    { label: 'Order number', value: 'It is 12-345.', knownBy: 'customer', reveal: 'whenAsked' },
    { label: 'Refund', value: 'Refund the order to the card today.', knownBy: 'company', acceptable: true },
  ],
  language: 'en-US',
};

const CIVIL = [
  "Hello, thanks for contacting us. I'm sorry the refund hasn't arrived yet.",
  'Could you tell me the order number, please?',
  "It's not your fault at all, the payment was held on our side.",
  'I have processed a refund to your card today; is there anything else I can help with?',
  'Thanks for your patience, have a great day.',
];
const HOSTILE = [
  "I've told you three times already, read what I wrote.",
  'This happened because you ignored our reminder emails.',
  "That's just how it is, live with it.",
];

const transcriptOf = (advisor: string[]): TranscriptMessage[] =>
  advisor.flatMap((text, i) => [
    { role: 'customer' as const, text: 'My refund has not arrived.', at: i * 20_000 },
    { role: 'advisor' as const, text, at: i * 20_000 + 10_000 },
  ]);

describe('conduct as a critical error', () => {
  it('leaves a civil score as it is, keeps every score in 0–100 and never rewards another hostile message', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 150, noNaN: true }), fc.nat({ max: 30 }), fc.nat({ max: 30 }), (overall, hostile, more) => {
        const clamped = Math.min(100, Math.max(0, overall));
        expect(applyConduct(overall, { hostile: 0 })).toBe(clamped);
        const once = applyConduct(overall, { hostile });
        const after = applyConduct(overall, { hostile: hostile + more });
        expect(once).toBeGreaterThanOrEqual(0);
        expect(once).toBeLessThanOrEqual(100);
        expect(after).toBeLessThanOrEqual(once);
        if (hostile > 0) expect(once).toBeLessThanOrEqual(CRITICAL_ERROR_CAP * (1 - CRITICAL_ERROR_STEP) + 0.005);
      }),
    );
  });

  it('fails a session outright after four hostile messages, however good the rest', () => {
    expect(applyConduct(95, { hostile: 1 })).toBe(30);
    expect(applyConduct(95, { hostile: 4 })).toBe(0);
    expect(applyConduct(12, { hostile: 2 })).toBe(6);
  });

  it('scores a civil conversation by its KPIs alone, with no critical error in the report', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CIVIL), { minLength: 1, maxLength: 8 }), (advisor) => {
        const options = { type: 1 as const, language: 'en-US' };
        const report = scoreUnscriptedSession(transcriptOf(advisor), options, PERSONA);
        expect(report.overall.score).toBe(weighKpis(report.kpis, options));
        expect(report.kpis.flatMap((k) => k.evidence).some((e) => e.code === 'conduct_critical_error')).toBe(false);
      }),
      { numRuns: 25 },
    );
  });

  it('caps a conversation with a rude or blaming message and says why under professional language', () => {
    const report = scoreUnscriptedSession(
      transcriptOf([CIVIL[0]!, HOSTILE[1]!, CIVIL[1]!, CIVIL[3]!]),
      { type: 1, language: 'en-US' },
      PERSONA,
    );
    expect(report.overall.score).toBeLessThanOrEqual(CRITICAL_ERROR_CAP * (1 - CRITICAL_ERROR_STEP));
    // Turn 3: the blaming message's place in the transcript, after the customer's two lines and the greeting.
    const evidence = report.kpis.find((k) => k.kpi === 'forbidden_words')!.evidence[0]!;
    expect(evidence).toMatchObject({
      code: 'conduct_critical_error',
      turn: 3,
      values: { count: 1, cap: CRITICAL_ERROR_CAP, score: report.overall.score },
    });
    expect(report.unscripted.find((i) => i.key === 'professional_language')!.evidence[0]!.code).toBe('conduct_critical_error');
    expect(report.fields.overAllScoreWeightage).toBe(report.overall.score);
  });

  it('counts rude and blaming messages, not a tenant word or an exonerated customer', () => {
    const messages = [...CIVIL, ...HOSTILE, 'Our competitor Acme is cheaper.'].map((text, turn) => ({ turn, text }));
    expect(conductOf(messages, 'en-US')).toEqual({ hostile: 3, messages: 9, turns: [5, 6, 7] });
  });
});
