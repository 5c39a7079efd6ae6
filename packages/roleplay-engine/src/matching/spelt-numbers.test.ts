import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NB as nbLexicon } from '../lexicons/matching/nb.js';
import { EN as enLexicon } from '../lexicons/matching/en.js';
import { speltNumbers, speltValue } from './spelt-numbers.js';

const wordFor = (lexicon: { numberWords: Readonly<Record<string, number>> }) => {
  const byValue = new Map<number, string>();
  for (const [word, n] of Object.entries(lexicon.numberWords)) if (!byValue.has(n)) byValue.set(n, word);
  return (n: number) => byValue.get(n)!;
};

describe('sums said in words', () => {
  it('reads any sum below ten thousand as a Norwegian writes it ("fire tusen fem hundre og femtini")', () => {
    const word = wordFor(nbLexicon);
    const spelt = speltNumbers(new Map(Object.entries(nbLexicon.numberWords)));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (th, h, t, u) => {
          const text = `${word(th)} tusen ${word(h)} hundre og ${word(t * 10)}${word(u)}`;
          expect(speltValue(text, spelt)).toBe(th * 1000 + h * 100 + t * 10 + u);
        },
      ),
    );
  });

  it('reads English sums with hyphens and "and" ("eight hundred and ninety-nine")', () => {
    const word = wordFor(enLexicon);
    const spelt = speltNumbers(new Map(Object.entries(enLexicon.numberWords)));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 9 }), (h, t, u) => {
        expect(speltValue(`${word(h)} hundred and ${word(t * 10)}-${word(u)}`, spelt)).toBe(h * 100 + t * 10 + u);
      }),
    );
    expect(speltValue('the amount', spelt)).toBeNull();
  });
});
