import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAnswerMatcher, matchAnswer, normaliseThreshold } from './match-answer.js';

const VOCABULARY = [
  'refund',
  'order',
  'account',
  'delivery',
  'address',
  'confirm',
  'name',
  'birth',
  'charge',
  'plan',
  'upgrade',
  'card',
  'block',
  'claim',
  'record',
  'call',
  'help',
  'issue',
  'today',
];
const FILLERS = ['the', 'your', 'I', 'we', 'please', 'could', 'you', 'for', 'a', 'will', 'on'];
const sentence = fc
  .array(fc.oneof(fc.constantFrom(...VOCABULARY), fc.constantFrom(...FILLERS)), { minLength: 1, maxLength: 14 })
  .filter((words) => words.some((w) => VOCABULARY.includes(w)))
  .map((words) => words.join(' '));
const en = { threshold: 0.6, language: 'en-US' };

describe('matchAnswer', () => {
  it('gives a similarity within [0, 1] and a best index within the answers', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 4 }), (reply, answers) => {
        const result = matchAnswer(reply, answers, en);
        return result.similarity >= 0 && result.similarity <= 1 && result.best >= 0 && result.best < answers.length;
      }),
    );
  });

  it('always matches a reply identical to an answer, with similarity 1', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { maxLength: 3 }), (answer, others) => {
        const result = matchAnswer(answer, [...others, answer], en);
        return result.matched && result.similarity === 1;
      }),
    );
  });

  it('scores the best answer whatever the order of the answers', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 4 }), (reply, answers) => {
        const forward = matchAnswer(reply, answers, en);
        const backward = matchAnswer(reply, [...answers].reverse(), en);
        return Math.abs(forward.similarity - backward.similarity) < 1e-12;
      }),
    );
  });

  it('matches exactly when the similarity reaches the threshold and nothing else refuses the reply', () => {
    fc.assert(
      fc.property(sentence, sentence, fc.double({ min: 0, max: 1, noNaN: true }), (reply, answer, threshold) => {
        const result = matchAnswer(reply, [answer], { threshold, language: 'en-US' });
        return result.matched === (result.similarity >= threshold && result.reasons.length === 0);
      }),
    );
  });

  it('matches nothing for an empty or content-free reply, and with no answers', () => {
    expect(matchAnswer('', ['Could you confirm your name?'], en)).toMatchObject({ matched: false, similarity: 0 });
    expect(matchAnswer('okay, so, well...', ['Could you confirm your name?'], en).matched).toBe(false);
    expect(matchAnswer('Could you confirm your name?', [], en)).toEqual({ matched: false, similarity: 0, best: -1, reasons: [{ code: 'off_topic' }] });
  });

  it('reads thresholds above 1 as percentages', () => {
    expect(normaliseThreshold(70)).toBe(0.7);
    expect(normaliseThreshold(0.7)).toBe(0.7);
    expect(normaliseThreshold(150)).toBe(1);
    expect(normaliseThreshold(-1)).toBe(0);
  });

  it('matches a paraphrase and refuses a contradiction and an off-topic reply', () => {
    const answers = ['I have processed a full refund for your order.'];
    expect(matchAnswer("I've issued a complete refund on the order.", answers, en).matched).toBe(true);
    expect(matchAnswer('We cannot refund you for this order.', answers, en).matched).toBe(false);
    expect(matchAnswer('Your parcel will arrive tomorrow.', answers, en).matched).toBe(false);
  });

  it('tolerates a typo in a long word', () => {
    const answers = ['Please confirm your postcode and your account number.'];
    expect(matchAnswer('Can you confrim your postcode and acount number?', answers, en).matched).toBe(true);
  });

  it('works for French and Spanish answers', () => {
    const fr = { threshold: 0.6, language: 'fr-FR' };
    expect(
      matchAnswer(
        'Pouvez-vous me confirmer votre nom et votre date de naissance ?',
        ['Pourriez-vous confirmer votre nom et votre date de naissance ?'],
        fr,
      ).matched,
    ).toBe(true);
    expect(matchAnswer('Je ne peux pas confirmer le remboursement.', ['Je confirme le remboursement de votre commande.'], fr).matched).toBe(
      false,
    );
    const es = { threshold: 0.6, language: 'es-ES' };
    expect(
      matchAnswer(
        '¿Me confirma su nombre completo y su fecha de nacimiento?',
        ['¿Podría confirmar su nombre completo y fecha de nacimiento?'],
        es,
      ).matched,
    ).toBe(true);
    expect(matchAnswer('No vamos a reembolsar su pedido.', ['Vamos a reembolsar su pedido hoy mismo.'], es).matched).toBe(false);
  });

  it('analyses each answer once per matcher', () => {
    const matcher = createAnswerMatcher('en', 2);
    const answers = ['Could you confirm your name?', 'What is your date of birth?', 'Which address is it?'];
    // A cache smaller than the answer list still gives the same results (entries are evicted, not corrupted).
    const first = answers.map((a) => matcher(a, answers, 0.6).best);
    const second = answers.map((a) => matcher(a, answers, 0.6).best);
    expect(first).toEqual([0, 1, 2]);
    expect(second).toEqual(first);
  });

  it('reads a transcript without punctuation against the answer without its own (speech)', () => {
    const answer =
      'Great. To confirm: Fiber 500 at $54.99 per month for 12 months, then the standard rate, no contract, and your router ships within 3 business days. Do you agree to these terms?';
    const spoken =
      'great to confirm fiber 500 at $54.99 per month for 12 months then the standard rate no contract and your router ships within 3 business days do you agree to these terms';
    // With the answer's punctuation, "no" would reach "agree" in the transcript only: a contradiction of its own words.
    expect(matchAnswer(spoken, [answer], en)).toMatchObject({ matched: true });
    expect(matchAnswer(spoken, [answer], en).similarity).toBeGreaterThan(0.95);
    expect(matchAnswer('i will not give you a router and there is a contract', [answer], en).matched).toBe(false);
  });

  it('matches any answer read back word for word without punctuation or capitals', () => {
    const answers = [
      'Before we continue, please note that this call is recorded for quality and training purposes.',
      "Please don't share your password with anyone, including me. To verify your identity, could you confirm your date of birth?",
      "I'm sorry, I can't refund the delivery fee; I can offer a $10.50 voucher instead.",
      "Thank you, Brian. You'll receive a confirmation by text and email. Is there anything else I can help you with?",
    ];
    for (const answer of answers) {
      const spoken = answer.toLowerCase().replace(/(?:[;:!?]|[.,](?!\d))+/g, '');
      expect(matchAnswer(spoken, [answer], en).similarity, spoken).toBeGreaterThan(0.9);
    }
  });
});
