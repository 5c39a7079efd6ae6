import { describe, expect, it } from 'vitest';
import { scoreUnscriptedSession, type TranscriptMessage } from './score-unscripted.js';
import { messageInsights } from './message-insights.js';
import { findPhrases } from '../lexicons/phrase-finder.js';
import type { PersonaFacts } from '../persona/persona-brief.js';

const S = 1000;
const chat = (lines: [TranscriptMessage['role'], string][]): TranscriptMessage[] =>
  lines.map(([role, text], i) => ({
    role,
    text,
    at: i * 15 * S,
    timing: role === 'advisor' ? { typingDurationMs: 10 * S, idleMs: 1 * S } : undefined,
  }));

const TOM: PersonaFacts = {
  name: 'Tom Henderson',
  age: 45,
  customerSince: null,
  address: null,
  issueDescription: 'His new smartphone is a week late and he flies to Chicago on Thursday.',
  speakingStyle: null,
  mood: 'frustrated',
  goal: 'I need the phone before Thursday.',
  objections: [],
  facts: [
    { label: 'The delay', value: 'My new phone is a week late and I fly to Chicago on Thursday.', knownBy: 'customer', reveal: 'opening' },
    { label: 'Order number', value: 'It is order 88-410273.', knownBy: 'customer', reveal: 'whenAsked' },
    {
      label: 'Delivery tomorrow',
      value: 'Re-label the parcel and deliver it tomorrow by noon.',
      knownBy: 'company',
      acceptable: true,
      phrasings: ['delivery tomorrow before noon'],
    },
  ],
  language: 'en-US',
};

const GOOD = chat([
  ['customer', 'Hi. My new phone is a week late and I fly to Chicago on Thursday.'],
  ['advisor', 'Thank you for contacting us, my name is Sam. I am so sorry the phone has not arrived, I understand how stressful that is.'],
  ['customer', 'Thank you, I appreciate that.'],
  ['advisor', 'This chat is recorded for quality and training purposes. Could you confirm your order number?'],
  ['customer', 'It is order 88-410273.'],
  ['advisor', 'Thank you. I have re-labelled the parcel and it will be delivered tomorrow by noon.'],
  ['customer', 'That works for me, thank you.'],
  ['advisor', 'Is there anything else I can help with today? Have a great day.'],
]);

describe('unscripted session scoring by behaviour in context', () => {
  it('credits the question that drew out a fact, the offer the customer accepted and the closing after it', () => {
    const report = scoreUnscriptedSession(GOOD, { type: 1, language: 'en-US', ahtTargetMs: 300 * S }, TOM);
    expect(report.scripted).toBe(false);
    expect(report.fields).toMatchObject({ welcomeMessageScore: 5, disclaimerMessageScore: 5, closingMessageScore: 5, resolutionScore: 1 });
    expect(report.unscripted.map((u) => u.key)).toEqual([
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
    const probing = report.kpis.find((k) => k.kpi === 'probing_score')!;
    expect(probing.evidence[0]).toMatchObject({ turn: 3, code: 'fact_elicited', values: { fact: 'Order number' } });
    const resolution = report.kpis.find((k) => k.kpi === 'resolution_score')!;
    expect(resolution.evidence.map((e) => [e.turn, e.code])).toEqual([
      [5, 'resolution_offered'],
      [5, 'offer_accepted'],
    ]);
    // The customer's opening was the one emotional cue, and the first reply answered it.
    expect(report.kpis.find((k) => k.kpi === 'empathy_score')!.evidence.map((e) => e.code)).toEqual(['cue_answered']);
    expect(report.kpis.find((k) => k.kpi === 'closing_score')!.evidence[0]!.code).toBe('closed_after_resolution');
    expect(report.overall.score).toBeGreaterThanOrEqual(90);
    expect(report.kpis.find((k) => k.kpi === 'accuracy_score')).toBeUndefined();
  });

  it('gives stock phrases that do no work nothing: no fact drawn out, no offer matched, no handling time', () => {
    const stuffed = chat([
      ['customer', 'Hi. My new phone is a week late.'],
      ['advisor', 'I will process it.'],
      ['customer', 'Sorry, but that is not what I need.'],
      ['advisor', 'I can offer something.'],
      ['customer', 'What exactly are you offering?'],
      ['advisor', 'You will receive it.'],
    ]);
    const report = scoreUnscriptedSession(stuffed, { type: 1, language: 'en-US' }, TOM);
    const contribution = (k: string) => report.kpis.find((x) => x.kpi === k)!.contribution;
    expect([contribution('probing_score'), contribution('resolution_score'), contribution('aht_score')]).toEqual([0, 0, 0]);
    expect(report.overall.score).toBeLessThan(25);
    const good = scoreUnscriptedSession(GOOD, { type: 1, language: 'en-US' }, TOM).overall.score;
    expect(good - report.overall.score).toBeGreaterThanOrEqual(15);
  });

  it('counts rudeness and blame as unprofessional and a hostile question as no probing', () => {
    const report = scoreUnscriptedSession(
      chat([
        ['customer', 'My phone is late.'],
        ['advisor', 'Why do you care? Just tell me what you want.'],
        ['customer', 'Excuse me?'],
        ['advisor', 'Not my problem, you should have ordered earlier.'],
      ]),
      { type: 1, language: 'en-US' },
      TOM,
    );
    expect(report.fields).toMatchObject({ welcomeMessageScore: 0, closingMessageScore: 0, resolutionScore: 0, forbiddenPercentage: 100 });
    expect(report.kpis.find((k) => k.kpi === 'probing_score')!.contribution).toBe(0);
    expect(report.kpis.find((k) => k.kpi === 'forbidden_words')!.evidence.map((e) => e.code)).toEqual([
      'conduct_critical_error',
      'forbidden_phrase',
      'forbidden_phrase',
    ]);
    // Two critical errors: capped at 40, less a quarter each.
    expect(report.overall.score).toBeLessThanOrEqual(20);
  });

  it('weighs the LLM judgement into the KPI it scored', () => {
    const plain = scoreUnscriptedSession(GOOD, { type: 1, language: 'en-US' }, TOM);
    const judged = scoreUnscriptedSession(GOOD, { type: 1, language: 'en-US', judged: { empathy_score: 0 } }, TOM);
    const empathy = judged.kpis.find((k) => k.kpi === 'empathy_score')!;
    expect(empathy.percent).toBe(50);
    expect(empathy.evidence.at(-1)).toMatchObject({ code: 'llm_judgement', values: { score: 0 } });
    expect(judged.overall.score).toBeLessThan(plain.overall.score);
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
