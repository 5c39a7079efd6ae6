import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@switchboard/contracts';

/**
 * NIST SP 800-63B: a length floor, no composition rules, and a refusal of passwords known from breaches.
 * The list is zxcvbn-ts's common-password dictionary (about 49,000 passwords ranked by frequency in
 * breach corpora, MIT, @zxcvbn-ts/language-common); it is compared case-insensitively, after trimming,
 * so "Password1 " is as refused as "password1".
 */
const COMMON = new Set<string>(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export type PasswordProblem = 'too_short' | 'too_long' | 'common';

/** Code points, not UTF-16 units: an emoji is one character to the person typing it. */
const lengthOf = (password: string) => [...password].length;

export function passwordProblem(password: string, context: { email?: string } = {}): PasswordProblem | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const normalised = password.trim().toLowerCase();
  if (COMMON.has(normalised)) return 'common';
  // The account's own address (or its local part) is the first thing anyone would guess.
  const email = context.email?.toLowerCase();
  if (email && (normalised === email || normalised === email.split('@')[0])) return 'common';
  return null;
}

export const commonPasswordCount = COMMON.size;
