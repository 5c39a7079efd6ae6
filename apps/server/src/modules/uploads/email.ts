/**
 * The "standard e-mail pattern" of the user upload (platform.md §5, flag incorrect_email): a dot-atom
 * local part of at most 64 characters, '@', and a domain of at least two DNS labels ending in an
 * alphabetic (or punycode) top-level domain; at most 254 characters in all. Quoted local parts and
 * IP-literal domains are valid RFC 5322 but never appear in a directory of staff, so they are refused.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LOCAL = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Supervisor addresses repeat on thousands of rows: remember recent answers (bounded). */
const recent = new Map<string, boolean>();
const RECENT_MAX = 10_000;

export function isValidEmail(value: string): boolean {
  const known = recent.get(value);
  if (known !== undefined) return known;
  const valid = isEmailShape(value);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(value, valid);
  return valid;
}

/** The same rule without the cache, for values that rarely repeat (a user's own address). */
export function isEmailShape(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TLD.test(labels.at(-1)!);
}

/** E-mail addresses are compared and stored lower-cased (users.email is unique on that form). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
