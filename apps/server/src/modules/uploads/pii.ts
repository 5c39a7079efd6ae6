/**
 * Personal and sensitive data detector for upload cells: a US social-security-style number, or a
 * 13–19 digit card number starting 3–6 that passes the Luhn check, read forwards or reversed — in the
 * forms people paste: any Unicode space (no-break spaces from a PDF), dashes (en-dash, minus), dots or
 * " - " between digit groups, full-width or Arabic-Indic digits, and another number after it in the same
 * cell (a card's expiry or CVV, a year after an SSN). Pure and allocation-light: it runs on every cell
 * of files of 150,000 rows.
 */

export type SensitiveKind = 'ssn' | 'card';

export interface SensitiveMatch {
  kind: SensitiveKind;
  /** Span in the text (separators included). */
  start: number;
  end: number;
}

/** The Luhn (mod 10) check over a string of ASCII digits. */
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

/** A card number as typed, or typed backwards. */
export function looksLikeCardNumber(digits: string): boolean {
  return isCardNumber(digits) || isCardNumber(reverse(digits));
}

/**
 * An SSN-style number's parts, with the SSA's structural rules (area not 000, 666 or 9xx; group not
 * 00; serial not 0000).
 */
export function isSsn(area: string, group: string, serial: string): boolean {
  const a = Number(area);
  return a !== 0 && a !== 666 && a < 900 && group !== '00' && serial !== '0000';
}

/**
 * A spreadsheet number cell that is likely a card: 13–19 digits starting 3–6, whatever Luhn says.
 * Excel and LibreOffice keep 15 significant digits, so a 16–19 digit card typed into a number cell is
 * stored with its last digits turned to zeros and no longer passes Luhn.
 */
export function isLongNumberCell(text: string): boolean {
  return /^[3-6]\d{12,18}$/.test(text);
}

/** The value of a decimal digit in ASCII, full-width, Arabic-Indic or extended Arabic-Indic form; else -1. */
function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code < 0x660) return -1;
  if (code >= 0xff10 && code <= 0xff19) return code - 0xff10;
  if (code >= 0x660 && code <= 0x669) return code - 0x660;
  if (code >= 0x6f0 && code <= 0x6f9) return code - 0x6f0;
  return -1;
}

/** Spaces (any width, no-break included), dashes and hyphens (en-dash, minus, full-width) and dots. */
function isSeparator(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200a) ||
    (code >= 0x2010 && code <= 0x2015) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x2212 ||
    code === 0x3000 ||
    code === 0xfe58 ||
    code === 0xfe63 ||
    code === 0xff0d ||
    code === 0xff0e
  );
}

/** At most this many separator characters between two groups of one number (" - " is three). */
const MAX_GAP = 3;

interface Group {
  start: number;
  end: number;
  digits: string;
}

/** At least `min` digits? (Stops counting as soon as it knows.) */
function hasDigits(text: string, min: number): boolean {
  if (text.length < min) return false;
  let n = 0;
  for (let i = 0; i < text.length; i++) if (digitValue(text.charCodeAt(i)) >= 0 && ++n >= min) return true;
  return false;
}

/**
 * Runs of digit groups joined by short separator gaps: "4111 1111 1111 1111 12" is one run of five
 * groups; "12/30" is two runs (a slash ends a run).
 */
function digitRuns(text: string): { groups: Group[]; phone: boolean }[] {
  const runs: { groups: Group[]; phone: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    if (digitValue(text.charCodeAt(i)) < 0) {
      i++;
      continue;
    }
    // A leading "+" marks an international phone number, never a card or an SSN.
    const run = { groups: [] as Group[], phone: i > 0 && text.charCodeAt(i - 1) === 0x2b };
    for (;;) {
      const start = i;
      let digits = '';
      for (let d = digitValue(text.charCodeAt(i)); d >= 0; d = digitValue(text.charCodeAt(++i))) digits += d;
      run.groups.push({ start, end: i, digits });
      let gap = 0;
      while (gap < MAX_GAP && i + gap < text.length && isSeparator(text.charCodeAt(i + gap))) gap++;
      if (gap === 0 || i + gap >= text.length || digitValue(text.charCodeAt(i + gap)) < 0) break;
      i += gap;
    }
    runs.push(run);
  }
  return runs;
}

/** An ISBN-13 (978/979 and its weighted check digit): a book, not a card read backwards. */
function isIsbn13(digits: string): boolean {
  if (digits.length !== 13 || !(digits.startsWith('978') || digits.startsWith('979'))) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** A card among the groups that start or end the run (a card with its expiry or CVV after it, or a label number before). */
function cardIn(groups: readonly Group[]): SensitiveMatch | null {
  for (const from of [0, -1]) {
    let digits = '';
    for (let k = 0; k < groups.length; k++) {
      const g = from === 0 ? groups[k]! : groups[groups.length - 1 - k]!;
      digits = from === 0 ? digits + g.digits : g.digits + digits;
      if (digits.length > 19) break;
      if (digits.length >= 13 && looksLikeCardNumber(digits) && !isIsbn13(digits)) {
        const first = from === 0 ? groups[0]! : g;
        const last = from === 0 ? g : groups[groups.length - 1]!;
        return { kind: 'card', start: first.start, end: last.end };
      }
    }
  }
  return null;
}

/** An SSN in the run's first three groups (3-2-4 digits, any separators), whatever follows it. */
function ssnIn(groups: readonly Group[]): SensitiveMatch | null {
  const [a, g, s] = groups;
  if (!a || !g || !s || a.digits.length !== 3 || g.digits.length !== 2 || s.digits.length !== 4) return null;
  return isSsn(a.digits, g.digits, s.digits) ? { kind: 'ssn', start: a.start, end: s.end } : null;
}

/** Every sensitive number in the text (empty for almost all cells: fewer than 9 digits is a fast no). */
export function findSensitive(text: string): SensitiveMatch[] {
  if (!hasDigits(text, 9)) return [];
  const found: SensitiveMatch[] = [];
  for (const run of digitRuns(text)) {
    if (run.phone) continue;
    const match = ssnIn(run.groups) ?? cardIn(run.groups);
    if (match) found.push(match);
  }
  return found;
}

export function containsSensitive(text: string): boolean {
  return findSensitive(text).length > 0;
}

/**
 * The text of a cell that holds sensitive data with every digit replaced by '*' (an expiry or a CVV
 * next to a card goes too), so it is never stored or echoed. Text without any is returned as is.
 */
export function maskSensitive(text: string, matches: readonly SensitiveMatch[] = findSensitive(text)): string {
  if (matches.length === 0) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) out += digitValue(text.charCodeAt(i)) >= 0 ? '*' : text[i];
  return out;
}
