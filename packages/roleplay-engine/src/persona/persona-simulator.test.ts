import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPersona, personaReply, PERSONA_LIMITS, type PersonaFacts, type PersonaState } from './persona-simulator.js';

const TOM: PersonaFacts = {
  name: 'Tom Henderson',
  age: 45,
  customerSince: 'November 2016',
  address: '7 Riverside Court, Charlotte, NC 28202',
  issueDescription: 'My new smartphone (order 88-410273) is a week late and I fly to Chicago on Thursday.',
  speakingStyle: 'Frustrated and short at first; calms down when listened to and given concrete options.',
  facts: [
    { label: 'Order number', value: '88-410273' },
    { label: 'Tracking status', value: 'Held at the Charlotte depot for four days, address label damaged' },
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

describe('persona simulator', () => {
  it('opens with the issue and starts impatient when the speaking style says so', () => {
    const { state, opening } = createPersona(TOM, 7);
    expect(opening).toContain(TOM.issueDescription);
    expect(state.mood).toBe(2);
    expect(createPersona({ ...TOM, speakingStyle: 'Polite and calm.' }, 7).state.mood).toBe(0);
  });

  it('answers probing questions from its facts only', () => {
    const [a, b, c] = talk(TOM, 1, [
      'Could you confirm your name and address, please?',
      'What is your order number? And what does the tracking status say?',
      'What is your favourite colour?',
    ]);
    expect(a!.message).toContain('My name is Tom Henderson.');
    expect(a!.message).toContain('My address is 7 Riverside Court, Charlotte, NC 28202.');
    expect(b!.message).toContain('The Order number is 88-410273.');
    expect(b!.message).toContain('Held at the Charlotte depot');
    expect(c!.message).toMatch(/not sure|don't have that/);
    expect(c!.message).toContain(TOM.issueDescription);
    expect(c!.over).toBe(false);
  });

  it('calms down with empathy and escalates, then hangs up, on blame', () => {
    const [empathy] = talk(TOM, 3, ["I'm so sorry, I completely understand how stressful that is."]);
    expect(empathy!.signals.empathy).toBe(true);
    expect(empathy!.state.mood).toBe(1);
    const turns = talk(TOM, 3, ['You should have checked the tracking yourself.', 'It is your fault for not being home.']);
    expect(turns[0]!.state.mood).toBe(4);
    expect(turns[0]!.over).toBe(false);
    expect(turns[1]).toMatchObject({ over: true, ending: 'hung-up' });
    expect(turns[1]!.message).toMatch(/manager|elsewhere/);
  });

  it('closes when the issue is resolved, not before', () => {
    const turns = talk(TOM, 5, [
      'Is there anything else I can help you with?',
      'I have arranged delivery for tomorrow by noon and I will refund the $15 shipping.',
      'Is there anything else I can help you with today? Have a great day.',
    ]);
    expect(turns[0]!.over).toBe(false);
    expect(turns[0]!.message).toMatch(/still isn't sorted|haven't fixed/);
    expect(turns[1]!.state.resolved).toBe(true);
    expect(turns[2]).toMatchObject({ over: true, ending: 'resolved' });
  });

  it('speaks French and Spanish', () => {
    const fr = { ...TOM, language: 'fr-FR', facts: [{ label: 'Numéro de commande', value: '88-410273' }] };
    expect(talk(fr, 1, ['Pouvez-vous me donner votre numéro de commande ?'])[0]!.message).toBe('Numéro de commande : 88-410273.');
    const es = { ...TOM, language: 'es-ES' };
    expect(talk(es, 1, ['¿Me puede decir su nombre?'])[0]!.message).toBe('Me llamo Tom Henderson.');
  });

  it('is deterministic for a seed, serialisable, and always ends within its turn limit', () => {
    const advisor = fc.constantFrom(
      'Hello, how can I help?',
      "I'm sorry to hear that.",
      'What is your order number?',
      'Please hold.',
      'You should have read the email.',
      'I have arranged a new delivery.',
      'Is there anything else? Have a great day.',
    );
    fc.assert(
      fc.property(fc.integer(), fc.array(advisor, { minLength: 1, maxLength: 40 }), (seed, messages) => {
        const first = talk(TOM, seed, messages);
        const again = talk(TOM, seed, messages);
        expect(again.map((t) => t.message)).toEqual(first.map((t) => t.message));
        let state: PersonaState = createPersona(TOM, seed).state;
        let ended = false;
        for (let i = 0; i < PERSONA_LIMITS.maxTurns + 1 && !ended; i++) {
          const turn = personaReply(TOM, JSON.parse(JSON.stringify(state)) as PersonaState, messages[i % messages.length]!);
          state = turn.state;
          ended = turn.over;
          expect(state.mood).toBeGreaterThanOrEqual(0);
          expect(state.mood).toBeLessThanOrEqual(PERSONA_LIMITS.maxMood);
        }
        expect(ended).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
