import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROLES, type UploadFileType } from '@switchboard/contracts';
import { openSheet } from '../src/modules/uploads/read-sheet.js';
import { UserRowValidator, mapUserHeaders, type UploadApp } from '../src/modules/uploads/user-rows.js';

/**
 * Files written by LibreOffice Calc (fixtures/spreadsheet-programs/make.sh): the same people and the same
 * numbers get the same verdict whether they come as the typed .csv or as the .xlsx and .xls Calc saved
 * from it — where 16–19 digit cards became number cells with only 15 significant digits — and number
 * cells are read as the sheet shows them (000-00-0000).
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'spreadsheet-programs');
const APPS: UploadApp[] = [
  { id: '0000000000000000000000a1', name: 'Knowledge', roles: ROLES },
  { id: '0000000000000000000000b2', name: 'Coaching', roles: ['mentor', 'guardian', 'commander', 'architect'] },
];
const DEPARTMENT = 'L1 Supervisor Department';

async function verdicts(file: string, kind: UploadFileType) {
  const sheet = await openSheet(kind, path.join(DIR, file));
  try {
    const mapped = mapUserHeaders(sheet.header.cells, APPS);
    if (!mapped.ok) throw new Error(`${file}: ${mapped.reason} ${mapped.headers.join(', ')}`);
    const validator = new UserRowValidator(mapped.map, 'tenant');
    const out = new Map<number, { codes: string[]; cells: string[] }>();
    for await (const batch of sheet.rows) {
      for (const row of batch) {
        const verdict = validator.check(row.rowNo, row.cells, row.numeric);
        out.set(row.rowNo, { codes: verdict.remarks.map((r) => `${r.code}:${r.column}`), cells: verdict.cells });
      }
    }
    return out;
  } finally {
    await sheet.close();
  }
}

const sensitive = [`sensitive_data:${DEPARTMENT}`];
/** people.csv, row by row: what each must get. */
const PEOPLE: Record<number, string[]> = {
  2: [], // محمد‌رضا (with a zero-width non-joiner)
  3: [], // ジョン・ポール スミス
  4: [], // Zoë O’Brien
  5: [], // Siobhán D'Angelo-Ní Bhriain
  6: [], // Nguyễn Văn An
  7: sensitive, // 4111111111111111 (Calc: 4111111111111110)
  8: sensitive, // 5555555555554444 (Calc: 5555555555554440)
  9: sensitive, // 378282246310005 (15 digits: kept)
  10: sensitive, // 6011000990139424 (Calc: 6011000990139420)
  11: sensitive, // a 19-digit card (Calc: 6.21234567890124E+18)
  12: sensitive, // spaced
  13: sensitive, // no-break spaces
  14: sensitive, // dots
  15: sensitive, // double spaces
  16: sensitive, // " - "
  17: sensitive, // full-width digits
  18: sensitive, // with its expiry
  19: sensitive, // with its CVV
  20: sensitive, // SSN with en-dashes
  21: sensitive, // SSN with no-break spaces
  22: sensitive, // SSN with mixed separators
  23: sensitive, // SSN followed by a year
  24: [], // +1 555 123 4567
  25: [], // 0612345678 (Calc: the number 612345678)
  26: [], // ISBN 978-3-16-148410-0
  27: [], // 2024-01-15 (Calc: a date cell)
  28: [], // 4111 1111 1111 1112 (fails Luhn, in text)
  29: [], // EMP-0012345
  30: ['invalid_name:User First Name'], // 12345
  31: ['sensitive_data:User First Name', 'invalid_name:User First Name'], // a card as a first name
};

describe('the same sheet gets the same verdicts from .csv, .xlsx and .xls written by LibreOffice', () => {
  it.each([
    ['people.csv', 'csv'],
    ['people.xlsx', 'xlsx'],
    ['people.xls', 'xls'],
  ] as const)(
    '%s: names in any script pass, every form of card and SSN is caught and masked, the rest is left alone',
    async (file, kind) => {
      const read = await verdicts(file, kind);
      expect(Object.fromEntries([...read].map(([row, v]) => [row, v.codes]))).toEqual(PEOPLE);
      // A sensitive cell keeps no digit, in whichever column it was (department or first name).
      for (const [row, { codes, cells }] of read) {
        const column = codes.includes(sensitive[0]!) ? 8 : codes.includes('sensitive_data:User First Name') ? 0 : null;
        if (column !== null) expect(cells[column], `row ${row}`).toMatch(/^[^0-9\uff10-\uff19]*\*[^0-9\uff10-\uff19]*$/);
      }
      expect(read.get(27)!.cells[8]).toBe('2024-01-15');
    },
  );

  it.each([
    ['formats.csv', 'csv'],
    ['formats.xlsx', 'xlsx'],
    ['formats.xls', 'xls'],
  ] as const)('%s: number cells are read as shown through their number format', async (file, kind) => {
    const read = await verdicts(file, kind);
    expect(Object.fromEntries([...read].map(([row, v]) => [row, v.codes]))).toEqual({ 2: sensitive, 3: [], 4: sensitive });
    expect(read.get(2)!.cells[8]).toBe('***-**-****');
    expect(read.get(3)!.cells[8]).toBe('00501');
  });
});
