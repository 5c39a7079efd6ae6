import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchAnswer, type MatchReason } from './match-answer.js';

const wrongFacts = (reasons: MatchReason[]) => reasons.filter((r) => r.code === 'wrong_fact');

// The brief gives the count; the recommended answer does not repeat it.
const CASES = [
  {
    language: 'en-US',
    brief: 'The online account locked after five failed sign-in attempts.',
    answer: 'I am sorry you have been locked out. I will help you get back into your account.',
    wrong: 'Sorry your account locked after three failed attempts, I will help you get back into your account.',
    right: 'Sorry your account locked after 5 failed attempts, I will help you get back into your account.',
    given: 'three',
  },
  {
    language: 'nb-NO',
    brief: 'Nettkontoen er sperret etter fem mislykkede innloggingsforsøk.',
    answer: 'Så leit at du er utestengt. Jeg skal hjelpe deg inn på kontoen igjen.',
    wrong: 'Så leit at kontoen ble sperret etter tre mislykkede forsøk, jeg skal hjelpe deg inn igjen.',
    right: 'Så leit at kontoen ble sperret etter fem mislykkede forsøk, jeg skal hjelpe deg inn igjen.',
    given: 'tre',
  },
  {
    language: 'de-DE',
    brief: 'Das Konto wurde nach 5 fehlgeschlagenen Anmeldeversuchen gesperrt.',
    answer: 'Das tut mir leid. Ich helfe Ihnen, wieder in Ihr Konto zu kommen.',
    wrong: 'Tut mir leid, dass Ihr Konto nach drei fehlgeschlagenen Versuchen gesperrt wurde. Ich helfe Ihnen wieder hinein.',
    right: 'Tut mir leid, dass Ihr Konto nach fünf fehlgeschlagenen Versuchen gesperrt wurde. Ich helfe Ihnen wieder hinein.',
    given: 'drei',
  },
  {
    language: 'es-ES',
    brief: 'La cuenta se bloqueó tras cinco intentos fallidos de acceso.',
    answer: 'Siento que no pueda entrar. Le ayudo a recuperar el acceso a su cuenta.',
    wrong: 'Siento que la cuenta se bloqueara tras tres intentos fallidos, le ayudo a recuperar el acceso.',
    right: 'Siento que la cuenta se bloqueara tras 5 intentos fallidos, le ayudo a recuperar el acceso.',
    given: 'tres',
  },
] as const;

describe('a count said in words', () => {
  for (const c of CASES) {
    const judge = (reply: string) => matchAnswer(reply, [c.answer], { language: c.language, threshold: 60, situation: [c.brief] });

    it(`${c.language}: must agree with the count the brief gives for the same thing`, () => {
      const result = judge(c.wrong);
      expect(result.matched).toBe(false);
      expect(wrongFacts(result.reasons)).toEqual([{ code: 'wrong_fact', kind: 'number', expected: expect.any(String), given: c.given }]);
    });

    it(`${c.language}: agrees whether it is said in words or in figures`, () => {
      expect(wrongFacts(judge(c.right).reasons)).toEqual([]);
    });
  }

  it('is held to the recommended answer before the brief: the answers say what is due', () => {
    const result = matchAnswer('We will send the two replacement parts tomorrow.', ['We will send the 2 replacement parts tomorrow.'], {
      language: 'en-US',
      threshold: 60,
      situation: ['The customer ordered three replacement parts.'],
    });
    expect(wrongFacts(result.reasons)).toEqual([]);
    expect(result.matched).toBe(true);
  });

  it('of something else is no wrong value ("two minutes" beside five attempts)', () => {
    const result = matchAnswer(
      'Sorry about the lock, give me two minutes and I will help you get back into your account.',
      ['I am sorry you have been locked out. I will help you get back into your account.'],
      { language: 'en-US', threshold: 60, situation: ['The online account locked after five failed sign-in attempts.'] },
    );
    expect(wrongFacts(result.reasons)).toEqual([]);
  });

  it('that repeats the brief’s count, in words or in figures, never conflicts with it', () => {
    const words = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const things = ['failed attempts', 'calls', 'parcels', 'invoices', 'days'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: words.length - 1 }), fc.constantFrom(...things), fc.boolean(), (n, thing, inFigures) => {
        const brief = `The customer reports ${words[n]} ${thing} so far.`;
        const reply = `I see the ${inFigures ? n + 2 : words[n]} ${thing}, let me look into it.`;
        const result = matchAnswer(reply, ['Let me look into it for you.'], { language: 'en-US', threshold: 60, situation: [brief] });
        return wrongFacts(result.reasons).length === 0;
      }),
    );
  });
});

describe('a number said in several words', () => {
  it('is not read as its first word ("vingt-quatre heures" is no "vingt")', () => {
    const result = matchAnswer(
      'Vous recevrez un e-mail de confirmation dans les vingt-quatre heures.',
      ['Vous recevrez un e-mail de confirmation sous 24 heures.'],
      { language: 'fr-FR', threshold: 60 },
    );
    expect(wrongFacts(result.reasons)).toEqual([]);
  });
});
