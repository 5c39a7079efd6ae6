import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { UPLOAD_LIMITS } from '@switchboard/contracts';
import { buildZip, deflatedPart, workbookParts, zipBomb } from '../src/test-support/zip-builder.js';
import { guardZip, ZipRefusal, type ZipLimits } from '../src/modules/uploads/zip-guard.js';

const limits: ZipLimits = {
  maxEntries: UPLOAD_LIMITS.xlsxMaxEntries,
  maxInflatedBytes: UPLOAD_LIMITS.xlsxMaxInflatedBytes,
  maxCompressionRatio: UPLOAD_LIMITS.xlsxMaxCompressionRatio,
};
const SHEET = '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>';

let dir: string;
let n = 0;
async function file(data: Buffer): Promise<string> {
  const p = path.join(dir, `f${++n}.xlsx`);
  await writeFile(p, data);
  return p;
}
async function refusal(data: Buffer, custom = limits): Promise<ZipRefusal> {
  const error = await guardZip(await file(data), custom).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRefusal);
  return error as ZipRefusal;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zip-guard-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('xlsx zip guard', () => {
  it('passes a real workbook written by exceljs', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Users').addRow(['User First Name', 'User Email']);
    const entries = await guardZip(await file(Buffer.from(await workbook.xlsx.writeBuffer())), limits);
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses a 200 MiB zip bomb from its directory alone', async () => {
    const error = await refusal(await zipBomb(200));
    expect(error.reason).toBe('unsafe_archive');
    expect(error.message).toMatch(/zip bomb/);
  });

  it('refuses a bomb whose directory lies about the size, after inflating only the declared bytes', async () => {
    const error = await refusal(await zipBomb(200, { lie: true }));
    expect(error.reason).toBe('unsafe_archive');
  });

  it('refuses archives whose total inflated size passes the cap even at an innocent ratio', async () => {
    const text = Buffer.from(Array.from({ length: 4000 }, (_, i) => `<row r="${i}"><c><v>${(i * 7919) % 10007}</v></c></row>`).join(''));
    const parts = workbookParts(deflatedPart('xl/worksheets/sheet1.xml', text));
    const error = await refusal(buildZip(parts), { ...limits, maxInflatedBytes: text.length - 1 });
    expect(error.reason).toBe('unsafe_archive');
  });

  it('refuses an entry hidden between the local headers (not in the directory)', async () => {
    const parts = workbookParts(deflatedPart('xl/worksheets/sheet1.xml', SHEET));
    const error = await refusal(buildZip(parts, { hidden: [deflatedPart('xl/worksheets/sheet0.xml', SHEET)] }));
    expect(error.reason).toBe('unreadable');
  });

  it('refuses encrypted entries and too many entries', async () => {
    const encrypted = workbookParts(deflatedPart('xl/worksheets/sheet1.xml', SHEET, { flags: 1 }));
    expect((await refusal(buildZip(encrypted))).message).toMatch(/encrypted/);
    const many = Array.from({ length: 30 }, (_, i) => deflatedPart(`xl/media/${i}.xml`, SHEET));
    expect((await refusal(buildZip(many), { ...limits, maxEntries: 20 })).reason).toBe('unsafe_archive');
  });

  it('refuses what is not a zip at all, and a truncated one', async () => {
    expect((await refusal(Buffer.from('User First Name,Role\n'))).reason).toBe('unreadable');
    const whole = buildZip(workbookParts(deflatedPart('xl/worksheets/sheet1.xml', SHEET)));
    expect((await refusal(whole.subarray(0, whole.length - 30))).reason).toBe('unreadable');
  });

  it('refuses corrupt compressed data', async () => {
    const broken = deflatedPart('xl/worksheets/sheet1.xml', SHEET);
    broken.data = Buffer.alloc(broken.data.length, 0xff);
    expect((await refusal(buildZip(workbookParts(broken)))).reason).toBe('unreadable');
  });
});
