import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsSensitive, findSensitive, isCardNumber, isLongNumberCell, looksLikeCardNumber, luhnValid, maskSensitive } from './pii.js';

/** The Luhn check digit that makes `body + digit` valid. */
function checkDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable');
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((a) => a.join(''));

/** A Luhn-valid card number of 13–19 digits starting 3–6. */
const cardNumber = fc
  .tuple(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 13, max: 19 }))
  .chain(([first, length]) => digits(length - 2, length - 2).map((middle) => `${first}${middle}`))
  .map((body) => body + checkDigit(body));

const ssnParts = fc.tuple(
  fc.integer({ min: 1, max: 899 }).filter((a) => a !== 666),
  fc.integer({ min: 1, max: 99 }),
  fc.integer({ min: 1, max: 9999 }),
);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ssn = fc
  .tuple(ssnParts, fc.constantFrom('-', ' ', '.'))
  .map(([[a, g, s], sep]) => `${pad(a, 3)}${sep}${pad(g, 2)}${sep}${pad(s, 4)}`);

/** Text around a number that cannot extend its run of digits (nor make it a "+" phone number). */
const surrounding = fc.string({ maxLength: 12 }).map((s) => s.replace(/[\d\s.+*-]/g, 'x'));

/** What people put between digit groups: spaces of any kind (no-break from a PDF), dashes, dots, " - ". */
const separator = fc.constantFrom(' ', '  ', '-', '.', '\u00a0', '\u202f', '\u2009', '\u2013', '\u2212', ' - ', ' \u2013 ', '\u3000');

/** The digits written in full-width or Arabic-Indic form. */
const script = fc.constantFrom(0x30, 0xff10, 0x660, 0x6f0);
const inScript = (digits: string, zero: number) => digits.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));

/** A number split into groups of `sizes` (the last group takes the rest), each gap its own separator. */
const grouped = (digits: string, sizes: readonly number[], gaps: readonly string[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.reduce((out, part, i) => (i === 0 ? part : out + gaps[(i - 1) % gaps.length]! + part), '');
};
const cardGrouping = fc.constantFrom([4, 4, 4, 4, 3], [4, 6, 5], [16], [4, 4, 4, 7]);

describe('Luhn', () => {
  it('accepts the classic test numbers and rejects a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('a single changed digit always breaks it', () => {
    fc.assert(
      fc.property(cardNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (card, at, delta) => {
        const i = at % card.length;
        const changed = card.slice(0, i) + String((Number(card[i]) + delta) % 10) + card.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

describe('card numbers', () => {
  it('flags every Luhn-valid 13–19 digit number starting 3–6, plain, spaced or dashed, anywhere in a cell', () => {
    fc.assert(
      fc.property(cardNumber, surrounding, surrounding, fc.constantFrom('', ' ', '-'), (card, before, after, sep) => {
        const typed = sep ? card.replace(/(\d{4})(?=\d)/g, `$1${sep}`) : card;
        expect(isCardNumber(card)).toBe(true);
        expect(containsSensitive(`${before}${typed}${after}`)).toBe(true);
      }),
    );
  });

  it('flags a card number typed backwards', () => {
    fc.assert(
      fc.property(cardNumber, (card) => {
        const reversed = card.split('').reverse().join('');
        expect(looksLikeCardNumber(reversed)).toBe(true);
        expect(containsSensitive(`ref ${reversed}`)).toBe(true);
      }),
    );
  });

  it('does not flag a number failing Luhn forwards and backwards, or starting outside 3–6 both ways', () => {
    fc.assert(
      fc.property(cardNumber, fc.integer({ min: 1, max: 9 }), (card, k) => {
        const broken = card.slice(0, -1) + String((Number(card.at(-1)) + k) % 10);
        fc.pre(!isCardNumber(broken.split('').reverse().join('')));
        expect(containsSensitive(broken)).toBe(false);
      }),
    );
    const outside = fc.constantFrom('0', '1', '2', '7', '8', '9');
    fc.assert(
      fc.property(outside, outside, digits(11, 17), (a, z, middle) => {
        expect(containsSensitive(`${a}${middle}${z}`)).toBe(false);
      }),
    );
  });

  it('ignores runs shorter than 13 or longer than 19 digits', () => {
    fc.assert(
      fc.property(digits(1, 12), (short) => {
        expect(findSensitive(short).filter((m) => m.kind === 'card')).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(cardNumber, digits(1, 6), (card, extra) => {
        fc.pre(card.length + extra.length > 19);
        expect(findSensitive(`${extra}${card}`).filter((m) => m.kind === 'card')).toEqual([]);
      }),
    );
  });

  it('masks the digits it finds and nothing else', () => {
    fc.assert(
      fc.property(cardNumber, surrounding, surrounding, (card, before, after) => {
        const masked = maskSensitive(`${before}${card}${after}`);
        expect(masked).toBe(`${before}${'*'.repeat(card.length)}${after}`);
        expect(containsSensitive(masked)).toBe(false);
      }),
    );
  });
});

describe('social-security-style numbers', () => {
  it('flags 3-2-4 digits with a dash, space or dot', () => {
    fc.assert(
      fc.property(ssn, surrounding, surrounding, (value, before, after) => {
        expect(findSensitive(`${before}${value}${after}`).map((m) => m.kind)).toEqual(['ssn']);
      }),
    );
  });

  it('does not flag impossible SSNs (area 000, 666 or 9xx, group 00, serial 0000)', () => {
    for (const value of ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000']) {
      expect(containsSensitive(value), value).toBe(false);
    }
  });

  it('does not flag other groupings, dates, phone numbers or nine plain digits', () => {
    for (const value of ['1234-56-789', '12-345-6789', '2024-01-15', '+1 (555) 123-4567', '555-123-4567', '123456789', '+1 555 12 3456']) {
      expect(containsSensitive(value), value).toBe(false);
    }
  });

  it('masks SSNs', () => {
    expect(maskSensitive('SSN 123-45-6789 on file')).toBe('SSN ***-**-**** on file');
  });
});

describe('the forms people paste', () => {
  it('flags a card with any separators between its groups, in any digit script, with an expiry or CVV after it', () => {
    fc.assert(
      fc.property(
        cardNumber,
        cardGrouping,
        fc.array(separator, { minLength: 1, maxLength: 4 }),
        script,
        fc.constantFrom('', ' 12/30', ' 123', ' exp 09/27', ' - 0427', ' CVV 123'),
        surrounding,
        (card, sizes, gaps, zero, tail, before) => {
          const typed = `${before}${inScript(grouped(card, sizes, gaps), zero)}${tail}`;
          expect(containsSensitive(typed), typed).toBe(true);
          const masked = maskSensitive(typed);
          expect(masked.replace(/\*/g, '')).toBe(typed.replace(/[\d\uff10-\uff19\u0660-\u0669\u06f0-\u06f9]/g, ''));
          expect(containsSensitive(masked)).toBe(false);
        },
      ),
    );
  });

  it('flags an SSN with en-dashes, no-break spaces or mixed separators, and one followed by another number', () => {
    fc.assert(
      fc.property(
        ssnParts,
        separator,
        separator,
        fc.constantFrom('', ' 1990', ' 12', ' - 2024'),
        surrounding,
        ([a, g, s], first, second, tail, before) => {
          const typed = `${before}${pad(a, 3)}${first}${pad(g, 2)}${second}${pad(s, 4)}${tail}`;
          expect(findSensitive(typed).map((m) => m.kind)).toEqual(['ssn']);
          expect(maskSensitive(typed)).not.toMatch(/\d/);
        },
      ),
    );
    expect(maskSensitive('SSN 123–45–6789 1990')).toBe('SSN ***–**–**** ****');
  });

  it('takes a number cell of 13–19 digits starting 3–6 for a card whatever Luhn says (a sheet keeps 15 digits)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), digits(12, 18), (first, rest) => {
        expect(isLongNumberCell(`${first}${rest}`)).toBe(true);
      }),
    );
    expect(isLongNumberCell('4111111111111110')).toBe(true);
    expect(isLongNumberCell('4111111111111111000')).toBe(true);
    for (const value of ['1234567890123', '411111111111', '41111111111111111111', '4.11111111111111e+21', '555 1234']) {
      expect(isLongNumberCell(value), value).toBe(false);
    }
  });
});

describe('ordinary cells', () => {
  it('leaves a 16-digit number failing Luhn both ways unflagged in text, in any grouping', () => {
    fc.assert(
      fc.property(
        cardNumber,
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom([4, 4, 4, 4], [4, 6, 6], [16], [8, 8]),
        separator,
        surrounding,
        (card, k, sizes, gap, before) => {
          fc.pre(card.length === 16);
          const broken = card.slice(0, -1) + String((Number(card.at(-1)) + k) % 10);
          fc.pre(!looksLikeCardNumber(broken));
          expect(containsSensitive(`${before}${grouped(broken, sizes, [gap])}`)).toBe(false);
        },
      ),
    );
  });

  it('leaves phone numbers, ISBNs and dates unflagged', () => {
    const phone = fc
      .tuple(fc.integer({ min: 1, max: 998 }), digits(8, 12), separator)
      .map(([cc, rest, gap]) => `+${cc} ${grouped(rest, [3, 3, 4], [gap])}`);
    const national = fc.tuple(digits(10, 11), separator).map(([n, gap]) => grouped(n, [2, 2, 2, 2, 2], [gap]));
    const isbn = fc
      .tuple(fc.constantFrom('978', '979'), digits(9, 9), fc.array(fc.constantFrom('-', ' ', ''), { minLength: 3, maxLength: 3 }))
      .map(([prefix, body, gaps]) => {
        const twelve = prefix + body;
        let sum = 0;
        for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
        const digitsOf = twelve + String((10 - (sum % 10)) % 10);
        return `ISBN ${digitsOf.slice(0, 3)}${gaps[0]}${digitsOf.slice(3, 4)}${gaps[1]}${digitsOf.slice(4, 12)}${gaps[2]}${digitsOf.slice(12)}`;
      });
    const date = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .chain((d) =>
        fc.constantFrom(d.toISOString().slice(0, 10), d.toISOString().slice(0, 16).replace('T', ' '), d.toLocaleDateString('de-DE')),
      );
    fc.assert(
      fc.property(fc.oneof(phone, national, isbn, date), (value) => {
        expect(containsSensitive(value), value).toBe(false);
      }),
    );
  });

  it('leaves names, e-mails and short numbers alone', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(!/\d{9}/.test(email));
        expect(containsSensitive(email)).toBe(false);
      }),
    );
    for (const value of ['Alex Rivera', 'hero', 'Active', 'enable', 'Dallas 75201', 'EMP-0012345']) {
      expect(containsSensitive(value), value).toBe(false);
    }
  });
});
