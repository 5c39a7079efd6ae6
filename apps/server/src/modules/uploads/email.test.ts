import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmailShape, isValidEmail, normaliseEmail } from './email.js';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,20}(?:\.[a-z0-9_+-]{1,10}){0,2}$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,10}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

describe('e-mail rule (incorrect_email)', () => {
  it('accepts the addresses staff directories hold', () => {
    for (const email of [
      'alex.rivera@acme.com',
      "o'brien@example.co.uk",
      'first+tag@sub.example.io',
      'A.B@EXAMPLE.COM',
      'x@xn--bcher-kva.ch',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('accepts generated dot-atom addresses with a DNS domain', () => {
    fc.assert(
      fc.property(simpleEmail, (email) => {
        expect(isValidEmail(email)).toBe(true);
        expect(isValidEmail(email.toUpperCase())).toBe(true);
      }),
    );
  });

  it("accepts fast-check's RFC e-mail addresses whose domain ends in a letter TLD", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(/\.[a-z]{2,63}$/i.test(email));
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('refuses anything without exactly one @ between a local part and a dotted domain', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        fc.pre(!text.includes('@'));
        expect(isValidEmail(text)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(simpleEmail, simpleEmail, (a, b) => {
        expect(isValidEmail(`${a}${b}`)).toBe(false);
      }),
    );
  });

  it('refuses whitespace, doubled or edge dots, bad labels and missing TLDs', () => {
    fc.assert(
      fc.property(
        simpleEmail,
        fc.nat(),
        fc.constantFrom(' ', '\t', '\n', ',', ';', '(', ')', '<', '>', '"', '[', ']', '\\'),
        (email, at, bad) => {
          const i = at % (email.length + 1);
          expect(isValidEmail(email.slice(0, i) + bad + email.slice(i))).toBe(false);
        },
      ),
    );
    for (const email of [
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@example',
      'a@-example.com',
      'a@example-.com',
      'a@example.c',
      'a@example.123',
      'a@.example.com',
      'a@example..com',
      '@example.com',
      'a@',
      'user@[127.0.0.1]',
      '"quoted"@example.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses over-long addresses and local parts', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`a@${['b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(60)).join('.')}.com`)).toBe(false);
  });

  it('normalises by trimming and lower-casing, idempotently', () => {
    fc.assert(
      fc.property(
        simpleEmail,
        fc.string({ maxLength: 3 }).map((s) => s.replace(/\S/g, ' ')),
        (email, space) => {
          const once = normaliseEmail(`${space}${email.toUpperCase()}${space}`);
          expect(once).toBe(email.toLowerCase());
          expect(normaliseEmail(once)).toBe(once);
        },
      ),
    );
  });

  it('gives the same answer cached (supervisors) and uncached (the user), however often asked (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(simpleEmail, fc.emailAddress(), fc.string({ maxLength: 40 })), { maxLength: 30 }), (values) => {
        // Asked twice: the second answer comes from the cache.
        for (const value of [...values, ...values]) expect(isValidEmail(value)).toBe(isEmailShape(value));
      }),
    );
  });
});
