import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.js';
import { extractFacts } from './facts.js';
import { matchAnswer } from './match-answer.js';

const codes = (result: { reasons: { code: string }[] }) => result.reasons.map((r) => r.code);

describe('a loose clock time', () => {
  const activated = 'Reisepakke Dag USA og Canada, aktivert 4. mars kl. 08.12';
  const judge = (reply: string, language = 'nb-NO', answer = 'Reisepakke Dag USA og Canada', context = [activated]) =>
    matchAnswer(reply, [answer], { language, threshold: 60, context });

  it('is a wrong fact when it cannot mean the time the customer holds', () => {
    const wrong = judge('Jeg ser Reisepakke Dag USA og Canada på kontoen din, aktivert den fjerde mars litt over ni om morgenen.');
    expect(wrong.matched).toBe(false);
    expect(wrong.reasons).toContainEqual(expect.objectContaining({ code: 'wrong_fact', kind: 'time', given: 'litt over ni' }));
  });

  it('agrees with a time it may mean', () => {
    const right = judge('Jeg ser Reisepakke Dag USA og Canada på kontoen din, aktivert den fjerde mars litt over åtte om morgenen.');
    expect(codes(right)).not.toContain('wrong_fact');
    expect(right.matched).toBe(true);
  });

  it('reads before and after the hour in other languages', () => {
    const answer = 'The pass was activated on March 4 at 8:12 am.';
    expect(codes(judge('It was switched on March 4, just after eight in the morning.', 'en-US', answer, []))).not.toContain('wrong_fact');
    const later = 'The pass was activated on March 4 at 8:50 am.';
    expect(codes(judge('It was switched on March 4, shortly before nine in the morning.', 'en-US', later, []))).not.toContain('wrong_fact');
    expect(codes(judge('It was switched on March 4, just after nine in the morning.', 'en-US', answer, []))).toContain('wrong_fact');
    expect(
      codes(judge('Der Pass wurde am 4. März kurz nach neun aktiviert.', 'de-DE', 'Der Pass wurde am 4. März um 8:12 Uhr aktiviert.', [])),
    ).toContain('wrong_fact');
  });

  it('is no clock time when a unit follows: a time frame of a little over two hours', () => {
    expect(extractFacts('litt over to timer', 'nb-NO').map((f) => f.kind)).not.toContain('time');
    expect(extractFacts('just after two hours', 'en-US').map((f) => f.kind)).not.toContain('time');
    expect(extractFacts('litt over to', 'nb-NO').map((f) => f.key)).toEqual(['2:00~0~20']);
  });
});

describe('chat forms', () => {
  it('ends a sentence at an emoji, so a negation before it reaches no further', () => {
    const terms = analyse('Ingen binding 👍 Etter 12 måneder går det tilbake til vanlig pris.', 'nb-NO').terms;
    expect(terms.find((t) => t.word === 'binding')?.negated).toBe(true);
    expect(terms.filter((t) => t.word !== 'binding').every((t) => !t.negated)).toBe(true);
  });

  it('finds a synonym in an inflected form whose base the stemmer cuts further ("mobilnummeret")', () => {
    const [inflected] = analyse('mobilnummeret', 'nb-NO').terms;
    const [base] = analyse('mobil', 'nb-NO').terms;
    expect(inflected?.stem).toBe(base?.stem);
  });

  it('reads an expectation denied as the unexpected charge, not a denied apology', () => {
    const answer = 'Takk for at du tar kontakt. Beklager den uventede belastningen – jeg ser gjerne på det for deg.';
    const keyPoints = ['beklage den uventede belastningen', 'tilby å se på belastningen'];
    const reply =
      'Hei, og takk for at du tok kontakt. Jeg beklager at fakturaen hadde en belastning du ikke forventet – la meg undersøke den for deg.';
    const result = matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60, keyPoints });
    expect(codes(result)).not.toContain('contradiction');
    expect(result.matched).toBe(true);
  });

  it('refuses a look at the charge called pointless', () => {
    const answer = 'Takk for at du tar kontakt. Beklager den uventede belastningen – jeg ser gjerne på det for deg.';
    const keyPoints = ['beklage den uventede belastningen', 'tilby å se på belastningen'];
    const reply = 'Takk for at du tar kontakt. Den belastningen står fast, så det er lite vits i å se nærmere på den.';
    expect(matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60, keyPoints }).matched).toBe(false);
  });
});
