import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { openSheet } from '../src/modules/uploads/read-sheet.js';
import { readXls } from '../src/modules/uploads/read-xls.js';
import { SheetRefusal, type SheetRow } from '../src/modules/uploads/sheet-row.js';
import { everyRuleRows, userHeaders, writeUploadFixtures, type FixtureApps } from './fixtures/upload-fixtures.js';

const APPS: FixtureApps = [
  { id: '0123456789abcdef01234567', name: 'Knowledge' },
  { id: '89abcdef0123456789abcdef', name: 'Coaching' },
];
let dir: string;
const file = (name: string) => path.join(dir, name);

async function readAll(name: string): Promise<{ header: SheetRow; rows: SheetRow[] }> {
  const kind = name.split('.').pop() as 'xlsx' | 'xls' | 'csv';
  const sheet = await openSheet(kind, file(name));
  const rows: SheetRow[] = [];
  try {
    for await (const batch of sheet.rows) rows.push(...batch);
  } finally {
    await sheet.close();
  }
  return { header: sheet.header, rows };
}

async function refusalOf(name: string): Promise<SheetRefusal> {
  const error = await readAll(name).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SheetRefusal);
  return error as SheetRefusal;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'upload-readers-'));
  await writeUploadFixtures(dir, APPS, { org: 'Org One', otherOrg: 'Org Two' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('spreadsheet readers', () => {
  it.each(['xlsx', 'xls', 'csv'])('read the same rows from .%s, skipping blank rows and keeping row numbers', async (ext) => {
    const { header, rows } = await readAll(`users-every-rule.${ext}`);
    expect(header.cells.slice(0, userHeaders(APPS).length)).toEqual(userHeaders(APPS));
    const expected = everyRuleRows(APPS).filter((r) => r.values);
    expect(rows.map((r) => r.rowNo)).toEqual(expected.map((r) => r.row));
    const lastNameColumn = userHeaders(APPS).indexOf('User Last Name');
    const numericRow = rows.find((r) => r.rowNo === 7)!;
    expect(numericRow.cells[lastNameColumn]).toBe('12345');
    // A number cell is known as one in workbooks; a CSV has only text.
    expect(numericRow.numeric?.has(lastNameColumn) ?? false).toBe(ext !== 'csv');
  });

  it('reads CSV with a BOM, semicolons, and quoted delimiters, quotes and newlines', async () => {
    const { header, rows } = await readAll('users-semicolon-bom.csv');
    expect(header.cells[0]).toBe('User First Name');
    expect(rows[0]!.cells[0]).toBe('Zoë');
    expect(rows[0]!.cells).toContain('Care; night shift\nfloor 2');
    expect(rows[0]!.cells).toContain('Lead, "senior"');
    expect(rows.map((r) => r.rowNo)).toEqual([2, 3]);
  });

  it('reads Windows-1252 and UTF-16 CSV files', async () => {
    for (const name of ['users-windows-1252.csv', 'users-utf16.csv']) {
      const { header, rows } = await readAll(name);
      expect(header.cells[0], name).toBe('User First Name');
      expect(rows[0]!.cells[0], name).toBe('Zoë');
      expect(rows[1]!.cells[2], name).toBe('Muñoz-García');
    }
  });

  it("refuses empty files with the spec's messages", async () => {
    expect((await refusalOf('users-empty.csv')).message).toBe('No data found in the CSV file.');
    expect((await refusalOf('users-header-only.csv')).message).toBe('No data found in the CSV file.');
    expect((await refusalOf('users-empty.xlsx')).message).toBe('No sheets found in the Excel file.');
    expect((await refusalOf('users-header-only.xlsx')).message).toBe('No sheets found in the Excel file.');
    expect((await refusalOf('users-header-only.xls')).message).toBe('No sheets found in the Excel file.');
  });

  it('refuses a CSV with an unclosed quote, naming where', async () => {
    await writeFile(file('broken.csv'), 'User First Name,Role\n"Alex,hero\nSam,hero\n');
    const refusal = await refusalOf('broken.csv');
    expect(refusal.reason).toBe('unreadable');
    expect(refusal.message).toMatch(/CSV file could not be read/);
  });

  it('reads .xls in a worker and stops one that breaks its limits', async () => {
    const rows: SheetRow[] = [];
    for await (const batch of readXls(file('users-valid.xls'))) rows.push(...batch);
    expect(rows).toHaveLength(4);

    // A sheet big enough that a tiny time budget cannot be met: the worker is terminated.
    const big = XLSX.utils.aoa_to_sheet(Array.from({ length: 20000 }, (_, i) => [`name ${i}`, `user${i}@example.com`, 'hero']));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, big, 'Users');
    await writeFile(file('big.xls'), XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    const slow = readXls(file('big.xls'), { timeoutMs: 1, maxHeapMb: 256, maxRows: 150000 });
    await expect(
      (async () => {
        for await (const row of slow) void row;
      })(),
    ).rejects.toMatchObject({ reason: 'too_slow' });

    const starved = readXls(file('big.xls'), { timeoutMs: 30000, maxHeapMb: 1, maxRows: 150000 });
    await expect(
      (async () => {
        for await (const row of starved) void row;
      })(),
    ).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('refuses an .xls whose bytes are not a workbook', async () => {
    await writeFile(
      file('garbage.xls'),
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)]),
    );
    expect((await refusalOf('garbage.xls')).reason).toBe('unreadable');
  });
});
