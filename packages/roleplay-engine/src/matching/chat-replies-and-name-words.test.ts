import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.js';
import { matchAnswer } from './match-answer.js';
import { readNames } from './names.js';

const codes = (result: { reasons: { code: string }[] }) => result.reasons.map((r) => r.code);

describe('a chat reply without full stops', () => {
  const answer = 'Ingen bindingstid; prisen går tilbake til ordinær pris etter 12 måneder';
  const judge = (reply: string) => matchAnswer(reply, [answer], { language: 'nb-NO', threshold: 60 });

  it('is written, not spoken, when an emoji ends its sentence: the answer keeps its own sentence ends', () => {
    const result = judge('ingen binding 🙂 etter 12 mnd går det tilbake til vanlig pris');
    expect(codes(result)).not.toContain('contradiction');
    expect(result.matched).toBe(true);
  });

  it('is written when a line break ends its sentence', () => {
    const result = judge('ingen binding\netter 12 mnd går det tilbake til vanlig pris');
    expect(codes(result)).not.toContain('contradiction');
    expect(result.matched).toBe(true);
  });

  it('still contradicts the answer when it denies what the answer affirms', () => {
    const result = judge('det er binding 🙂 og prisen går ikke tilbake til vanlig pris etter 12 mnd');
    expect(result.matched).toBe(false);
  });
});

describe('a word that is also a property of every object', () => {
  it('is read as a word: "constructor" is no street abbreviation', () => {
    const names = readNames('Hola Ana, el constructor llamó.', 'es-419');
    expect([...names.words].every((w) => typeof w === 'string')).toBe(true);
    expect(names.words.has('constructor')).toBe(true);
  });
});

describe('a hyphenated word in an inflected form', () => {
  it('finds its synonym set in Swedish ("e-postadressen" is the "mejl")', () => {
    const [base] = analyse('mejl', 'sv-SE').terms;
    for (const form of ['e-postadressen', 'e-posten', 'mejladressen']) {
      const [inflected] = analyse(form, 'sv-SE').terms;
      expect(inflected?.stem, form).toBe(base?.stem);
    }
  });
});
