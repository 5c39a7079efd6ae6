import { describe, expect, it } from 'vitest';
import { scoreUnscriptedSession, type TranscriptMessage } from './score-unscripted.js';
import { messageInsights } from './message-insights.js';
import { findPhrases } from '../lexicons/phrase-finder.js';

const S = 1000;
const chat = (lines: [TranscriptMessage['role'], string][]): TranscriptMessage[] =>
  lines.map(([role, text], i) => ({
    role,
    text,
    at: i * 15 * S,
    timing: role === 'advisor' ? { typingDurationMs: 10 * S, idleMs: 1 * S } : undefined,
  }));

const GOOD = chat([
  ['customer', 'Hi, my new phone is a week late and I fly to Chicago on Thursday.'],
  [
    'advisor',
    'Thank you for contacting us, my name is Sam. I am so sorry the phone has not arrived, I understand how stressful that is before a trip.',
  ],
  ['customer', 'Yes, it is really annoying.'],
  ['advisor', 'This chat is recorded for quality and training purposes. Could you confirm your order number and date of birth?'],
  ['customer', 'Order 88-410273.'],
  ['advisor', 'Thank you. I have arranged a re-labelled delivery for tomorrow by noon, and I will refund the $15 shipping.'],
  ['customer', 'That works, thanks.'],
  ['advisor', 'Is there anything else I can help with today? Have a great day.'],
]);

describe('unscripted session scoring', () => {
  it('credits openers, compliance, resolution, empathy and closing, each with the phrase and message', () => {
    const report = scoreUnscriptedSession(GOOD, { type: 1, language: 'en-US', ahtTargetMs: 300 * S });
    expect(report.scripted).toBe(false);
    expect(report.fields).toMatchObject({
      welcomeMessageScore: 5,
      disclaimerMessageScore: 5,
      closingMessageScore: 5,
      complianceScore: 2,
      complianceCount: 2,
      resolutionScore: 1,
    });
    const keys = report.unscripted.map((u) => u.key);
    expect(keys).toEqual([
      'welcome',
      'disclaimer',
      'probing',
      'empathy',
      'compliance',
      'resolution',
      'closing',
      'professional_language',
      'handling_time',
      'responsiveness',
    ]);
    const empathy = report.unscripted.find((u) => u.key === 'empathy')!;
    expect(empathy).toMatchObject({ kpi: 'empathy_score', score: 50 });
    expect(empathy.evidence).toContainEqual(expect.objectContaining({ code: 'empathy_phrase', phrase: 'i understand', values: {} }));
    // The welcome was said where it belongs; the compliance checks name what was done.
    expect(report.unscripted.find((u) => u.key === 'welcome')!.evidence[0]!.code).toBe('said_in_place');
    expect(report.kpis.find((k) => k.kpi === 'compliance_score')!.evidence.map((e) => e.code)).toEqual([
      'disclaimer_said',
      'verification_done',
    ]);
    const resolution = report.kpis.find((k) => k.kpi === 'resolution_score')!;
    expect(resolution.evidence[0]).toMatchObject({ turn: 5, phrase: 'i have arranged', code: 'resolution_offered' });
    // Unscripted finishes always speak the exceptional line (roleplay.md §4).
    expect(report.overall.level).toBe('exceptional');
    expect(report.kpis.find((k) => k.kpi === 'accuracy_score')).toBeUndefined();
  });

  it('gives nothing for openers never said and flags blame and forbidden words', () => {
    const report = scoreUnscriptedSession(
      chat([
        ['customer', 'My phone is late.'],
        ['advisor', 'Whatever, it is not my problem, you should have ordered earlier.'],
        ['customer', 'Excuse me?'],
      ]),
      { type: 1, language: 'en-US' },
    );
    expect(report.fields).toMatchObject({ welcomeMessageScore: 0, closingMessageScore: 0, resolutionScore: 0, forbiddenPercentage: 100 });
    expect(report.fields.forbiddenCount).toBe(3);
    expect(report.unscripted.find((u) => u.key === 'professional_language')!.score).toBe(0);
    expect(report.kpis.find((k) => k.kpi === 'welcome_score')!.evidence).toEqual([
      { turn: null, stepId: null, phrase: null, code: 'never_said', values: {} },
    ]);
    expect(report.kpis.find((k) => k.kpi === 'resolution_score')!.evidence[0]!.code).toBe('resolution_missing');
    expect(report.kpis.find((k) => k.kpi === 'empathy_score')!.evidence.at(-1)!.code).toBe('no_empathy');
    expect(report.kpis.find((k) => k.kpi === 'forbidden_words')!.evidence.map((e) => e.code)).toEqual(Array(3).fill('forbidden_phrase'));
    expect(report.overall.score).toBeLessThan(50);
  });
});

describe('phrase lexicons', () => {
  it('finds French and Spanish empathy, probing and forbidden phrases whatever the accents and apostrophes', () => {
    expect(messageInsights('Je suis vraiment desolee, je comprends. Pouvez-vous me confirmer votre adresse ?', 'fr-FR')).toEqual({
      empathies: ['je comprends', 'vraiment désolée'],
      probings: ['pouvez-vous me confirmer'],
      forbidden: [],
    });
    expect(messageInsights('Lo siento mucho. ¿Me puede confirmar su fecha de nacimiento?', 'es-ES').empathies).toEqual([
      'lo siento',
      'lo siento mucho',
      'siento mucho',
    ]);
    expect(messageInsights('Cálmese, no es mi problema.', 'es-ES').forbidden).toEqual(['cálmese', 'no es mi problema']);
    expect(messageInsights('C’est votre faute.', 'fr-FR').forbidden).toEqual([]);
    expect(findPhrases('C’est votre faute.', 'fr-FR').map((h) => h.category)).toEqual(['blame']);
  });

  it('counts a question word as probing only inside a question, and matches whole words', () => {
    expect(messageInsights('Which card did you use?', 'en-US').probings).toEqual(['which']);
    expect(messageInsights('I will check which card it was.', 'en-US').probings).toEqual([]);
    expect(messageInsights('Hello, shell company.', 'en-US').forbidden).toEqual([]);
    expect(messageInsights('Go to hell.', 'en-US').forbidden).toEqual(['hell']);
  });

  it('falls back to English for a language without a lexicon', () => {
    expect(messageInsights("I'm sorry to hear that", 'de-DE').empathies).toEqual(['im sorry', 'sorry to hear']);
  });
});
