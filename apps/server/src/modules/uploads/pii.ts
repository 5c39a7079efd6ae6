/**
 * Personal and sensitive data detector for upload cells (platform.md §5): a US social-security-style
 * number, or a 13–19 digit card number starting 3–6 that passes the Luhn check, read forwards or
 * reversed. Pure and allocation-light: it runs on every cell of files of 100,000+ rows.
 */

export type SensitiveKind = 'ssn' | 'card';

export interface SensitiveMatch {
  kind: SensitiveKind;
  /** Span in the text (separators included), for masking. */
  start: number;
  end: number;
}

/** The Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const reverse = (digits: string) => digits.split('').reverse().join('');

/** 13–19 digits, first digit 3–6 (Amex/Diners, Visa, Mastercard, Discover ranges), Luhn-valid. */
export function isCardNumber(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19 || !/^\d+$/.test(digits)) return false;
  const first = digits.charCodeAt(0) - 48;
  return first >= 3 && first <= 6 && luhnValid(digits);
}

/** A card number as typed, or typed backwards (the spec checks both directions). */
export function looksLikeCardNumber(digits: string): boolean {
  return isCardNumber(digits) || isCardNumber(reverse(digits));
}

/**
 * An SSN-style number: 3-2-4 digits joined by the same separator (dash, space or dot), with the
 * SSA's structural rules (area not 000, 666 or 9xx; group not 00; serial not 0000).
 */
export function isSsn(area: string, group: string, serial: string): boolean {
  const a = Number(area);
  return a !== 0 && a !== 666 && a < 900 && group !== '00' && serial !== '0000';
}

// Maximal runs only: a number embedded in a longer run of digits is not a candidate.
const SSN = /(?<!\d[-. ]?)(\d{3})([-. ])(\d{2})\2(\d{4})(?![-. ]?\d)/g;
const SEPARATED_DIGITS = /(?<!\d[- ]?)\d(?:[- ]?\d){12,18}(?![- ]?\d)/g;
const PLAIN_DIGITS = /(?<!\d)\d{13,19}(?!\d)/g;

/** At least `min` digits? (Stops counting as soon as it knows.) */
function hasDigits(text: string, min: number): boolean {
  if (text.length < min) return false;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++n >= min) return true;
  }
  return false;
}

/** Every sensitive number in the text (empty for almost all cells: fewer than 9 digits is a fast no). */
export function findSensitive(text: string): SensitiveMatch[] {
  if (!hasDigits(text, 9)) return [];
  const found: SensitiveMatch[] = [];
  for (const m of text.matchAll(SSN)) {
    if (isSsn(m[1]!, m[3]!, m[4]!)) found.push({ kind: 'ssn', start: m.index, end: m.index + m[0].length });
  }
  for (const pattern of [SEPARATED_DIGITS, PLAIN_DIGITS]) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => f.start < end && start < f.end)) continue;
      if (looksLikeCardNumber(m[0].replace(/[- ]/g, ''))) found.push({ kind: 'card', start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export function containsSensitive(text: string): boolean {
  return findSensitive(text).length > 0;
}

/** The text with every digit of each sensitive number replaced by '*', so it is never stored or echoed. */
export function maskSensitive(text: string, matches: readonly SensitiveMatch[] = findSensitive(text)): string {
  if (matches.length === 0) return text;
  let out = '';
  let at = 0;
  for (const m of matches) {
    out += text.slice(at, m.start) + text.slice(m.start, m.end).replace(/\d/g, '*');
    at = m.end;
  }
  return out + text.slice(at);
}
