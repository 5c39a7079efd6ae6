import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardinal, numberReadings, ordinal, spokenTokens, tokensOf, writtenFormRestorer } from './spoken-form.js';

const known = (w: string) => ['pin', 'sim', 'zip'].includes(w);
const readings = (text: string) => spokenTokens(text, known).map((t) => t.slot.map((seq) => seq.join(' ')));

describe('spoken forms of written answers', () => {
  it('reads numbers as cardinals, digit by digit and in pairs', () => {
    expect(cardinal(0)).toEqual(['zero']);
    expect(cardinal(4417)).toEqual(['four', 'thousand', 'four', 'hundred', 'seventeen']);
    expect(cardinal(98004)).toEqual(['ninety', 'eight', 'thousand', 'four']);
    expect(cardinal(2_000_500)).toEqual(['two', 'million', 'five', 'hundred']);
    expect(ordinal(21)).toEqual(['twenty', 'first']);
    expect(ordinal(30)).toEqual(['thirtieth']);
    expect(numberReadings('1986').map((r) => r.join(' '))).toEqual([
      'one thousand nine hundred eighty six',
      'one nine eight six',
      'nineteen eighty six',
    ]);
    expect(numberReadings('04101').map((r) => r.join(' '))).toEqual(['zero four one zero one', 'oh four one oh one']);
  });

  it('reads every whole number below a billion with number words only', () => {
    const words = new Set([
      'hundred',
      'thousand',
      'million',
      ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety'.split(
        ' ',
      ),
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const spoken = cardinal(n);
        expect(spoken.length).toBeGreaterThan(0);
        expect(spoken.every((w) => words.has(w))).toBe(true);
      }),
    );
  });

  it('reads amounts of money, percentages, codes and capitals the ways people say them', () => {
    const [money] = readings('$54.99');
    expect(money).toContain('fifty four dollars ninety nine cents');
    expect(money).toContain('fifty four ninety nine');
    expect(money).toContain('dollar fifty four point nine nine');
    expect(readings('$60')[0]).toEqual(expect.arrayContaining(['sixty dollars', 'sixty']));
    expect(readings('90%')[0]).toContain('ninety percent');
    expect(readings('CLM20931')[0]).toEqual(['c l m two zero nine three one']);
    expect(readings('PIN')[0]).toEqual(['pin', 'p i n']);
    expect(readings('SMS')[0]).toEqual(['s m s']);
    expect(readings('10 GB')).toEqual([expect.arrayContaining(['ten']), expect.arrayContaining(['g b', 'gigabytes'])]);
  });

  it('splits text into spoken tokens', () => {
    expect(tokensOf('Port-out PIN, e-mail: “yes” — 24-month plan; 10GB & 1,000 texts.')).toEqual([
      'Port',
      'out',
      'PIN',
      'email',
      'yes',
      '24',
      'month',
      'plan',
      '10',
      'GB',
      'and',
      '1000',
      'texts',
    ]);
    expect(tokensOf("You're at 21st and it’s $5.")).toEqual(["You're", 'at', '21st', 'and', "it's", '$5']);
  });

  it('writes numbers, amounts and abbreviations back as the answers write them', () => {
    const restore = writtenFormRestorer(spokenTokens('Fiber 500 at $54.99 for 12 months; add a port-out PIN', known));
    expect(restore('fiber five hundred at fifty four ninety nine for twelve months')).toBe('fiber 500 at $54.99 for 12 months');
    expect(restore('dollar fifty four point nine nine and a p i n')).toBe('$54.99 and a PIN');
    // Words that are no reading of the answers' tokens stay as they were heard.
    expect(restore('i had pancakes for breakfast')).toBe('i had pancakes for breakfast');
  });
});
