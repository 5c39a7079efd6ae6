import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadRemark } from '@switchboard/contracts';
import { unescapeFormula } from '../../platform/files/xlsx.js';
import { findSensitive, isLongNumberCell, maskSensitive } from './pii.js';

/** Remarks with their English text (the SPA translates by code; the report uses this text). */
export const remark = {
  missingEntry: (column: string): UploadRemark => ({ code: 'missing_entry', column, message: 'Missing entry: this cell must be filled.' }),
  invalidName: (column: string): UploadRemark => ({
    code: 'invalid_name',
    column,
    message: 'Names must be text (letters in any script, spaces, apostrophes, hyphens and dots; no digits).',
  }),
  incorrectEmail: (column: string): UploadRemark => ({
    code: 'incorrect_email',
    column,
    message: 'Incorrect email: not a valid e-mail address.',
  }),
  duplicateEntry: (column: string | undefined, firstRow: number): UploadRemark => ({
    code: 'duplicate_entry',
    ...(column ? { column } : {}),
    firstRow,
    message: `Duplicate entry: the same value is already in row ${firstRow}.`,
  }),
  invalidRole: (column: string): UploadRemark => ({ code: 'invalid_role', column, message: 'Role must be hero, mentor or guardian.' }),
  roleNotAssignable: (column: string): UploadRemark => ({
    code: 'role_not_assignable',
    column,
    message: 'Bulk upload may assign only the hero, mentor or guardian role.',
  }),
  invalidStatus: (column: string): UploadRemark => ({ code: 'invalid_status', column, message: 'Status must be Active or Inactive.' }),
  invalidAppValue: (column: string): UploadRemark => ({
    code: 'invalid_app_value',
    column,
    message: 'Application access must be enable or disable.',
  }),
  invalidAppRole: (column: string, role: string): UploadRemark => ({
    code: 'invalid_app_role',
    column,
    message: `This application is not available to the ${role} role.`,
  }),
  sensitive: (column: string): UploadRemark => ({ code: 'sensitive_data', column, message: UPLOAD_MESSAGES.sensitive }),
  tooLong: (column: string): UploadRemark => ({
    code: 'too_long',
    column,
    message: `Too long: at most ${UPLOAD_LIMITS.maxCellLength} characters.`,
  }),
  notPermitted: (message: string, column?: string): UploadRemark => ({ code: 'not_permitted', ...(column ? { column } : {}), message }),
  ownAccount: (column: string): UploadRemark => ({
    code: 'own_account',
    column,
    message: 'You cannot change your own account by bulk upload.',
  }),
  protectedUser: (column: string, role: string): UploadRemark => ({
    code: 'protected_user',
    column,
    message: `This user is a ${role}; bulk upload cannot change them.`,
  }),
  // The same words whatever the account is (another organisation's, unattached): it says no more than
  // that this upload cannot use the address.
  emailUnavailable: (column: string): UploadRemark => ({
    code: 'email_unavailable',
    column,
    message: "This e-mail address can't be used in this upload. Check it, or use the person's address for this organisation.",
  }),
  commitFailed: (message: string): UploadRemark => ({ code: 'commit_failed', message }),
};

/** One line of the report's Remarks column. */
export const remarkText = (r: UploadRemark) => (r.column ? `${r.column}: ${r.message}` : r.message);

/**
 * Names are text in any script: a letter first, then letters, combining marks, spaces (no-break and
 * ideographic too), apostrophes (' ’ ʼ), hyphens, dots, commas, the zero-width (non-)joiners Persian and
 * Indic names need (محمد‌رضا) and the middle dots between the parts of a name written in katakana
 * (ジョン・ポール) or in Catalan (Ramon·Llull). No digits.
 */
const NAME = /^\p{L}(?:[\p{L}\p{M}'’ʼ \u00a0\u3000.,\-\u2010\u2011\u00b7\u30fb\uff65]|\u200c|\u200d)*$/u;
export function isNameText(value: string, numericCell: boolean): boolean {
  return !numericCell && NAME.test(value);
}

/**
 * The cells as stored and echoed: trimmed, one per header, cells holding sensitive data masked and
 * over-long values cut. Returns the remarks those checks raise (sensitive data, too long), each naming
 * its column. `numeric`: the indexes of the sheet's number cells, where 13–19 digits starting 3–6 are
 * taken for a card whatever Luhn says (the sheet may have kept only 15 of its digits).
 */
export function screenCells(
  headers: readonly string[],
  raw: readonly string[],
  numeric?: ReadonlySet<number>,
): { cells: string[]; remarks: UploadRemark[] } {
  const cells: string[] = [];
  const remarks: UploadRemark[] = [];
  // Cells past the last header are checked for sensitive data too, then dropped.
  const width = Math.max(headers.length, raw.length);
  for (let i = 0; i < width; i++) {
    let value = unescapeFormula((raw[i] ?? '').trim());
    const column = headers[i] || `Column ${i + 1}`;
    if (numeric?.has(i) && isLongNumberCell(value)) {
      remarks.push(remark.sensitive(column));
      value = '*'.repeat(value.length);
    } else {
      const sensitive = findSensitive(value);
      if (sensitive.length > 0) {
        remarks.push(remark.sensitive(column));
        value = maskSensitive(value, sensitive);
      }
    }
    if (value.length > UPLOAD_LIMITS.maxCellLength) {
      remarks.push(remark.tooLong(column));
      value = `${value.slice(0, UPLOAD_LIMITS.maxCellLength)}…`;
    }
    if (i < headers.length) cells.push(value);
  }
  return { cells, remarks };
}

export const normaliseHeader = (header: string) => header.replace(/\s+/g, ' ').trim().toLowerCase();

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
