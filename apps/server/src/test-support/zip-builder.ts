import { deflateRawSync, createDeflateRaw } from 'node:zlib';
import { once } from 'node:events';

/**
 * A tiny zip writer for tests and fixtures: real archives, plus the malformed ones a zip-bomb guard
 * must refuse (lying sizes, hidden entries, encryption flags, huge inflation from a small file).
 */
export interface ZipPart {
  name: string;
  /** Raw deflate data (or the stored bytes with method 0). */
  data: Buffer;
  method?: 0 | 8;
  /** The size the directory claims; defaults to the true inflated size. */
  declaredSize?: number;
  trueSize: number;
  flags?: number;
}

export const deflatedPart = (name: string, content: Buffer | string, overrides: Partial<ZipPart> = {}): ZipPart => {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, data: deflateRawSync(raw), trueSize: raw.length, ...overrides };
};

/** Deflates `chunk` repeated `times` without ever holding the inflated whole (zip-bomb material). */
export async function deflateRepeated(chunk: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  for (let i = 0; i < times; i++) if (!deflate.write(chunk)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/** Builds the archive; `hidden` parts get local headers but no directory entry (a smuggling attempt). */
export function buildZip(parts: ZipPart[], options: { hidden?: ZipPart[] } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const emit = (part: ZipPart, listed: boolean) => {
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? part.trueSize;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(part.flags ?? 0, 6);
    header.writeUInt16LE(part.method ?? 8, 8);
    header.writeUInt32LE(0, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    locals.push(header, name, part.data);
    if (listed) {
      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE(20, 4);
      entry.writeUInt16LE(20, 6);
      entry.writeUInt16LE(part.flags ?? 0, 8);
      entry.writeUInt16LE(part.method ?? 8, 10);
      entry.writeUInt32LE(part.data.length, 20);
      entry.writeUInt32LE(size, 24);
      entry.writeUInt16LE(name.length, 28);
      entry.writeUInt32LE(offset, 42);
      central.push(entry, name);
    }
    offset += 30 + name.length + part.data.length;
  };
  parts.forEach((part, i) => {
    emit(part, true);
    if (i === 0) for (const hidden of options.hidden ?? []) emit(hidden, false);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The minimal parts of a one-sheet workbook around the given sheet XML part. */
export function workbookParts(sheet: ZipPart): ZipPart[] {
  return [
    deflatedPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflatedPart(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    deflatedPart(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ];
}

/**
 * A zip bomb shaped like a workbook: sheet1.xml inflates to `mib` MiB (a valid XML prefix, then
 * whitespace) from a file of a few hundred KiB. `lie` makes the directory claim a small size.
 */
export async function zipBomb(mib: number, options: { lie?: boolean } = {}): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const data = await deflateRepeated(chunk, mib);
  const trueSize = mib * 1024 * 1024;
  return buildZip(workbookParts({ name: 'xl/worksheets/sheet1.xml', data, trueSize, declaredSize: options.lie ? 4096 : trueSize }));
}
