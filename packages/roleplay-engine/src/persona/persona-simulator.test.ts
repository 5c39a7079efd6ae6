import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPersona, personaReply, PERSONA_LIMITS, type PersonaFacts, type PersonaState } from './persona-simulator.js';
import { behaviourLine, behaviourMessage, detectBehaviour } from './behaviour.js';
import { advance, createRunner } from '../runner/script-runner.js';
import { SAMPLE_SCRIPT } from '../fixtures/sample-script.js';

const TOM: PersonaFacts = {
  name: 'Tom Henderson',
  age: 45,
  customerSince: 'November 2016',
  address: '7 Riverside Court, Charlotte, NC 28202',
  issueDescription: 'He ordered a smartphone that is a week late; he flies to Chicago on Thursday.',
  speakingStyle: 'Frustrated and short at first.',
  goal: 'I need the phone before I fly on Thursday.',
  objections: ['And if it is not there by noon? I leave early on Thursday.'],
  facts: [
    { label: 'The delay', value: 'My new phone is a week late and I fly to Chicago on Thursday.', knownBy: 'customer', reveal: 'opening' },
    { label: 'Order number', value: 'The order number is 88-410273.', knownBy: 'customer', reveal: 'whenAsked' },
    { label: 'Tracking status', value: 'The tracking has said "held at depot" for four days.', knownBy: 'customer', reveal: 'whenAsked' },
    {
      label: 'Options available',
      value: 'Re-label the parcel and deliver it tomorrow by noon, or pick it up today at the Charlotte store.',
      knownBy: 'company',
      acceptable: true,
    },
    { label: 'Goodwill allowed', value: 'Shipping refund ($15) and one month of free insurance.', knownBy: 'company' },
  ],
  language: 'en-US',
};

function talk(facts: PersonaFacts, seed: number, advisor: string[]) {
  let { state } = createPersona(facts, seed);
  return advisor.map((text) => {
    const turn = personaReply(facts, state, text);
    state = turn.state;
    return turn;
  });
}

const COMPANY_WORDS = /re-label|pick it up|Charlotte store|insurance|\$15/i;

describe('persona simulator', () => {
  it('opens in the first person with its opening facts only, and starts as upset as its style says', () => {
    const { state, opening } = createPersona(TOM, 7);
    expect(opening).toContain('My new phone is a week late');
    expect(opening).not.toContain('88-410273');
    expect(opening).not.toContain(TOM.issueDescription);
    expect(state.mood).toBe(2);
    expect(createPersona({ ...TOM, mood: 'calm' }, 7).state.mood).toBe(0);
  });

  it('gives a fact only when asked for it, however the question is worded, and never a company fact', () => {
    const [a, b, c, d] = talk(TOM, 1, [
      'Could you confirm your name, please?',
      'Which order is it, what is the order number? And what does the tracking status say?',
      'What options are available to you?',
      'I will look into your refund.',
    ]);
    expect(a!.message).toContain('My name is Tom Henderson.');
    expect(b!.message).toContain('The order number is 88-410273.');
    expect(b!.message).toContain('held at depot');
    expect(b!.revealed).toEqual(['fact:Order number', 'fact:Tracking status']);
    for (const t of [a, b, c, d]) expect(t!.message).not.toMatch(COMPANY_WORDS);
    // Asked for the company's options, the customer does not know them.
    expect(c!.event).toBe('not-understood');
  });

  it('recognises an acceptable offer however worded, raises its objection, then accepts and closes on "ok bye"', () => {
    const [offer, reassure, bye] = talk(TOM, 3, [
      "I've arranged for the parcel to be re-labelled and delivered to you tomorrow before noon.",
      'I will personally track it and call you if anything slips, so you have it well before your flight.',
      'ok bye',
    ]);
    expect(offer!.event).toBe('objected');
    expect(offer!.message).toContain('And if it is not there by noon?');
    expect(reassure!.event).toBe('accepted');
    expect(reassure!.message).not.toMatch(/what can you do/i);
    expect(bye!.over).toBe(true);
    expect(bye!.ending).toBe('resolved');
  });

  it('pushes back on an offer that does not resolve it, and leaves after a second early goodbye', () => {
    const [goodwill, vague, bye1, bye2] = talk(TOM, 4, [
      'As a goodwill gesture I can refund the $15 shipping and add one month of free insurance.',
      'I can offer something.',
      'ok bye',
      'bye',
    ]);
    expect(goodwill!.event).toBe('partial-offer');
    expect(vague!.event).toBe('pushed-back');
    expect(bye1!.event).toBe('still-open');
    expect(bye1!.over).toBe(false);
    expect(bye2!.over).toBe(true);
    expect(bye2!.ending).toBe('unresolved');
  });

  it('escalates on blame and rudeness, then hangs up', () => {
    const [a, b] = talk(TOM, 5, ['That is your fault, you should have checked.', 'Tough luck, deal with it.']);
    expect(a!.event).toBe('escalated');
    expect(a!.over).toBe(false);
    expect(b!.over).toBe(true);
    expect(b!.ending).toBe('hung-up');
  });

  it('speaks the roleplay language: a German advisor is heard and answered in German', () => {
    const de: PersonaFacts = {
      ...TOM,
      language: 'de-DE',
      goal: 'Ich brauche das Telefon vor Donnerstag.',
      objections: [],
      facts: [
        { label: 'Verspätung', value: 'Mein neues Telefon ist eine Woche zu spät.', knownBy: 'customer', reveal: 'opening' },
        { label: 'Bestellnummer', value: 'Die Bestellnummer ist 88-410273.', knownBy: 'customer', phrasings: ['Ihre Bestellnummer'] },
        { label: 'Zustellung morgen', value: 'Das Paket wird morgen bis 12 Uhr zugestellt.', knownBy: 'company', acceptable: true },
      ],
    };
    expect(createPersona(de, 1).opening).toMatch(/^(Hallo|Guten Tag)\. Mein neues Telefon/);
    const [ask, offer, bye] = talk(de, 1, [
      'Guten Tag, das tut mir leid. Können Sie mir Ihre Bestellnummer nennen?',
      'Ich habe veranlasst, dass das Paket morgen bis 12 Uhr zugestellt wird.',
      'Gibt es noch etwas? Auf Wiedersehen!',
    ]);
    expect(ask!.message).toContain('Die Bestellnummer ist 88-410273.');
    expect(offer!.event).toBe('accepted');
    expect(bye!.ending).toBe('resolved');
    expect([ask, offer, bye].map((t) => t!.message).join(' ')).not.toMatch(/\b(the|thank you|goodbye)\b/i);
  });

  it('is deterministic for a seed, serialisable, and always ends within its turn limit', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.string({ maxLength: 60 }), { maxLength: 40 }), (seed, messages) => {
        const run = () => {
          let { state } = createPersona(TOM, seed);
          const out: string[] = [];
          for (const m of messages) {
            const turn = personaReply(TOM, JSON.parse(JSON.stringify(state)) as PersonaState, m);
            out.push(turn.message);
            expect(turn.message).not.toMatch(COMPANY_WORDS);
            state = turn.state;
            if (turn.over) break;
          }
          return { out, state };
        };
        const a = run();
        expect(run()).toEqual(a);
        expect(a.state.turns).toBeLessThanOrEqual(PERSONA_LIMITS.maxTurns + 1);
      }),
      { numRuns: 40 },
    );
  });
});

describe('behaviour in the scripted customer', () => {
  it('recognises rudeness and blame in several languages and answers in character', () => {
    expect(detectBehaviour('Tough luck, you pay like everyone else.', 'en-US').behaviour).toBe('rude');
    expect(detectBehaviour('Why do you care? Just tell me what you want.', 'en-US').behaviour).toBe('rude');
    expect(detectBehaviour("C'est de votre faute, vous auriez dû lire.", 'fr-FR').behaviour).toBe('blame');
    expect(detectBehaviour('Pech gehabt, Sie zahlen wie alle anderen.', 'de-DE').behaviour).toBe('rude');
    expect(detectBehaviour('I understand, let me check that for you.', 'en-US').behaviour).toBeNull();
    expect(detectBehaviour('Ce mot est interdit : bof.', 'fr-FR', ['bof']).behaviour).toBe('forbidden');
    expect(behaviourLine('rude', 'fr-FR')).toMatch(/ton/);
    expect(behaviourLine('blame', 'sv-SE', 1)).toMatch(/fel/);
  });

  it('answers a rude reply in character before the runner moves on, and says nothing to a civil one', () => {
    const config = { threshold: 0.6, maxRetryCount: 3, language: 'en-US' };
    const started = advance(SAMPLE_SCRIPT, createRunner(SAMPLE_SCRIPT, config), { type: 'start', at: 0 }).state;
    const rude = advance(SAMPLE_SCRIPT, started, { type: 'reply', at: 1, text: 'Tough luck, you pay like everyone else.' });
    expect(rude.messages[0]).toMatchObject({ type: 'customer', stepId: SAMPLE_SCRIPT.steps[0]!.id });
    expect(rude.messages[0]!.text).toMatch(/tone|rude|talk to me/);
    expect(rude.messages.length).toBeGreaterThan(1);
    const civil = advance(SAMPLE_SCRIPT, started, { type: 'reply', at: 1, text: 'Hello, thank you for calling.' });
    expect(civil.messages.some((m) => m.type === 'customer' && /tone|rude/.test(m.text))).toBe(false);
    expect(behaviourMessage('Vous auriez dû lire les conditions, c’est votre faute.', 'fr-FR', 's1', 0)!.text).toMatch(/faute|trompé/);
  });
});
