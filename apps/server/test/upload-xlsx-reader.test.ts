import { readdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { readXlsx } from '../src/modules/uploads/read-xlsx.js';
import { SheetRefusal, type SheetRow } from '../src/modules/uploads/sheet-row.js';
import { ZipRefusal } from '../src/modules/uploads/zip-guard.js';
import { buildZip, deflatedPart, type ZipPart } from '../src/test-support/zip-builder.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

let dir: string;
let n = 0;
async function saved(data: Buffer): Promise<string> {
  const file = path.join(dir, `book-${++n}.xlsx`);
  await writeFile(file, data);
  return file;
}

async function rowsOf(file: string): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of readXlsx(file)) rows.push(...batch);
  return rows;
}

async function failureOf(file: string): Promise<unknown> {
  return rowsOf(file).then(
    () => null,
    (error: unknown) => error,
  );
}

interface Sheet {
  name: string;
  part: string;
  xml: string;
  kind?: 'worksheet' | 'chartsheet';
}

/** A package of the given sheets (listed in the workbook in this order; stored in the archive in `order`). */
function workbook(sheets: Sheet[], options: { sharedStrings?: string; order?: string[]; prefix?: string } = {}): Buffer {
  const x = options.prefix ? `${options.prefix}:` : '';
  const ns = options.prefix ? `xmlns:${options.prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  const rels = sheets.map(
    (s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/${s.kind ?? 'worksheet'}" Target="${s.part.replace('xl/', '')}"/>`,
  );
  if (options.sharedStrings !== undefined) rels.push(`<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
  const parts: ZipPart[] = [
    deflatedPart(
      '_rels/.rels',
      `<Relationships xmlns="${PKG}"><Relationship Id="r1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${x}workbook ${ns} xmlns:r="${REL}"><${x}sheets>${sheets
        .map((s, i) => `<${x}sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</${x}sheets></${x}workbook>`,
    ),
    deflatedPart('xl/_rels/workbook.xml.rels', `<Relationships xmlns="${PKG}">${rels.join('')}</Relationships>`),
    ...sheets.map((s) => deflatedPart(s.part, s.xml)),
  ];
  if (options.sharedStrings !== undefined) parts.push(deflatedPart('xl/sharedStrings.xml', options.sharedStrings));
  const order = options.order;
  if (order) parts.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return buildZip(parts);
}

const sheetXml = (rows: string, prefix = '') => {
  const x = prefix ? `${prefix}:` : '';
  const ns = prefix ? `xmlns:${prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${x}worksheet ${ns}><${x}sheetData>${rows}</${x}sheetData></${x}worksheet>`;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'xlsx-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the .xlsx reader', () => {
  it.each([false, true])('reads a workbook written by another program (SheetJS, shared strings %s) cell for cell', async (bookSST) => {
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['User First Name', 'User Email', 'Age', 'Active'],
      ['Zoë', 'zoe@example.com', 41, true],
      [],
      ['Ana & Bo <x>', '', 0.5, false],
    ]);
    sheet['E4'] = { t: 'n', f: 'C4*2', v: 1 };
    sheet['!ref'] = 'A1:E4';
    XLSX.utils.book_append_sheet(book, sheet, 'Users');
    const rows = await rowsOf(await saved(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer));
    expect(rows.map((r) => r.rowNo)).toEqual([1, 2, 4]);
    expect(rows[0]!.cells).toEqual(['User First Name', 'User Email', 'Age', 'Active']);
    expect(rows[0]!.numeric).toBeUndefined();
    expect(rows[1]!.cells).toEqual(['Zoë', 'zoe@example.com', '41', 'TRUE']);
    expect([...rows[1]!.numeric!]).toEqual([2, 3]);
    // An empty cell stays empty text; a formula reads as its calculated value.
    expect(rows[2]!.cells).toEqual(['Ana & Bo <x>', '', '0.5', 'FALSE', '1']);
  });

  it('reads what real packages hold: prefixes, rich text, phonetic guides, inline strings, gaps, entities and every cell type', async () => {
    const shared =
      `<sst xmlns="${MAIN}" count="3" uniqueCount="3">` +
      '<si><t>Plain</t></si>' +
      '<si><r><rPr><b/></rPr><t xml:space="preserve">Rich </t></r><r><t>text</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>' +
      '<si><t>Mu&#xF1;oz-Garc&#237;a &amp; co</t></si>' +
      '</sst>';
    const rows = sheetXml(
      '<x:row r="3"><x:c r="A3" t="s"><x:v>0</x:v></x:c><x:c r="C3" t="s"><x:v>1</x:v></x:c><x:c r="D3" t="s"><x:v>2</x:v></x:c></x:row>' +
        '<x:row><x:c t="inlineStr"><x:is><x:r><x:t>in</x:t></x:r><x:r><x:t>line</x:t></x:r></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="d"><x:v>2026-11-24T09:30:00Z</x:v></x:c><x:c t="str"><x:f>A4&amp;"!"</x:f><x:v>inline!</x:v></x:c><x:c s="3"/><x:c><x:v>1.50</x:v></x:c></x:row>' +
        '<x:row r="9"><x:c r="B9"><x:f>1/0</x:f></x:c><x:c r="C9" t="inlineStr"><x:is><x:t><![CDATA[<b>kept</b>]]></x:t></x:is></x:c></x:row>',
      'x',
    );
    const file = await saved(
      workbook([{ name: 'Users', part: 'xl/worksheets/sheet1.xml', xml: rows }], { sharedStrings: shared, prefix: 'x' }),
    );
    const read = await rowsOf(file);
    expect(read.map((r) => r.rowNo)).toEqual([3, 4, 9]);
    expect(read[0]!.cells).toEqual(['Plain', '', 'Rich text', 'Muñoz-García & co']);
    expect(read[0]!.numeric).toBeUndefined();
    expect(read[1]!.cells).toEqual(['inline', 'TRUE', '#N/A', '2026-11-24', 'inline!', '', '1.5']);
    expect([...read[1]!.numeric!].sort()).toEqual([1, 2, 3, 6]);
    // A formula without a calculated value is empty; CDATA is text.
    expect(read[2]!.cells).toEqual(['', '', '<b>kept</b>']);
  });

  it('reads the first worksheet in tab order, whatever order the archive stores them in, passing over chart sheets', async () => {
    const one = (text: string) => sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`);
    const file = await saved(
      workbook(
        [
          { name: 'Chart', part: 'xl/chartsheets/sheet1.xml', xml: '<chartsheet/>', kind: 'chartsheet' },
          { name: 'Users', part: 'xl/worksheets/sheet2.xml', xml: one('first tab') },
          { name: 'Old', part: 'xl/worksheets/sheet1.xml', xml: one('second tab') },
        ],
        { order: ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml'] },
      ),
    );
    expect((await rowsOf(file)).map((r) => r.cells)).toEqual([['first tab']]);
  });

  it('hands rows out in batches while the sheet streams, and closes the file when the caller stops early', async () => {
    const many = Array.from({ length: 1_800 }, (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>row ${i + 1}</t></is></c></row>`);
    const file = await saved(workbook([{ name: 'Users', part: 'xl/worksheets/sheet1.xml', xml: sheetXml(many.join('')) }]));
    const batches: number[] = [];
    for await (const batch of readXlsx(file)) batches.push(batch.length);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(1_800);
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches)).toBeLessThan(1_800);

    const open = async () => (await readdir('/proc/self/fd')).length;
    const before = await open();
    for await (const batch of readXlsx(file)) {
      expect(batch[0]!.cells).toEqual(['row 1']);
      break;
    }
    await new Promise((done) => setTimeout(done, 50));
    expect(await open()).toBe(before);
  });

  it("refuses a workbook without a worksheet with the spec's message", async () => {
    const file = await saved(workbook([{ name: 'Chart', part: 'xl/chartsheets/sheet1.xml', xml: '<chartsheet/>', kind: 'chartsheet' }]));
    const error = await failureOf(file);
    expect(error).toBeInstanceOf(SheetRefusal);
    expect((error as SheetRefusal).message).toBe('No sheets found in the Excel file.');
  });

  it('refuses broken, hostile and lying sheets as unreadable or unsafe, never expanding an entity', async () => {
    const cases: [string, Buffer, RegExp][] = [
      [
        'unclosed tag',
        workbook([{ name: 'Users', part: 'xl/worksheets/sheet1.xml', xml: sheetXml('<row r="1"><c><v>1</v></row>') }]),
        /could not be read/,
      ],
      [
        'entity expansion',
        workbook([
          {
            name: 'Users',
            part: 'xl/worksheets/sheet1.xml',
            xml: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`,
          },
        ]),
        /could not be read/,
      ],
      [
        'external entity',
        workbook([
          {
            name: 'Users',
            part: 'xl/worksheets/sheet1.xml',
            xml: `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>`,
          },
        ]),
        /could not be read/,
      ],
      [
        'column past XFD',
        workbook([{ name: 'Users', part: 'xl/worksheets/sheet1.xml', xml: sheetXml('<row r="1"><c r="ZZZZ1"><v>1</v></c></row>') }]),
        /beyond the last column/,
      ],
      ['missing workbook', buildZip([deflatedPart('xl/worksheets/sheet1.xml', sheetXml(''))]), /no workbook part/],
    ];
    for (const [what, data, message] of cases) {
      const error = await failureOf(await saved(data));
      expect(error, what).toBeInstanceOf(SheetRefusal);
      expect((error as SheetRefusal).reason, what).toBe('unreadable');
      expect((error as SheetRefusal).message, what).toMatch(message);
      expect((error as SheetRefusal).message, what).not.toMatch(/root:/);
    }

    // A sheet inflating past what the directory declares is stopped there, as zip-guard stops it.
    const rows = sheetXml(Array.from({ length: 2_000 }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`).join(''));
    const lying = workbook([{ name: 'Users', part: 'xl/worksheets/sheet1.xml', xml: rows }]);
    const tampered = Buffer.from(lying);
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    // Rewrite the declared (uncompressed) size in the sheet's central directory entry to 1,000 bytes.
    const at = tampered.lastIndexOf(name) - 46;
    expect(tampered.readUInt32LE(at)).toBe(0x02014b50);
    tampered.writeUInt32LE(1_000, at + 24);
    const error = await failureOf(await saved(tampered));
    expect(error).toBeInstanceOf(ZipRefusal);
    expect((error as ZipRefusal).reason).toBe('unsafe_archive');
  });
});
