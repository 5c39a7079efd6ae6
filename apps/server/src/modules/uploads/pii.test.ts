import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsSensitive, findSensitive, isCardNumber, looksLikeCardNumber, luhnValid, maskSensitive } from './pii.js';

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

/** Text around a number that cannot extend its run of digits. */
const surrounding = fc.string({ maxLength: 12 }).map((s) => s.replace(/[\d\s.-]/g, 'x'));

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

  it('does not flag mixed separators, other groupings, dates or phone numbers', () => {
    for (const value of ['123-45 6789', '1234-56-789', '12-345-6789', '2024-01-15', '+1 (555) 123-4567', '555-123-4567', '123456789']) {
      expect(containsSensitive(value), value).toBe(false);
    }
  });

  it('masks SSNs', () => {
    expect(maskSensitive('SSN 123-45-6789 on file')).toBe('SSN ***-**-**** on file');
  });
});

describe('ordinary cells', () => {
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
