import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { UPLOAD_LIMITS } from '@switchboard/contracts';
import { builtInFormats, displayNumber } from './number-format.js';
import { SheetRefusal, type SheetRow } from './sheet-row.js';
import { ZipRefusal, inflateEntry, readZipDirectory, type CheckedZipEntry } from './zip-guard.js';

export const XLSX_LIMITS = {
  maxEntries: UPLOAD_LIMITS.xlsxMaxEntries,
  maxInflatedBytes: UPLOAD_LIMITS.xlsxMaxInflatedBytes,
  maxCompressionRatio: UPLOAD_LIMITS.xlsxMaxCompressionRatio,
};

const BATCH_ROWS = 500;
/** Excel's last column (XFD): a cell reference past it is not a worksheet's. */
const MAX_COLUMNS = 16_384;
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const STRICT_REL_TYPE = 'http://purl.oclc.org/ooxml/officeDocument/relationships/';

const unreadable = (why: string) => new SheetRefusal('unreadable', `The Excel file could not be read: ${why}`);
/** Element names without their namespace prefix (`x:row` from the Open XML SDK is `row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The archive's parts by name, each inflated through zip-guard's capped stream when read. */
class Workbook {
  private readonly parts: Map<string, CheckedZipEntry>;

  constructor(
    private readonly path: string,
    entries: readonly CheckedZipEntry[],
    private readonly onCompressed: (bytes: number) => void,
  ) {
    this.parts = new Map(entries.map((e) => [e.name.replace(/^\//, '').toLowerCase(), e]));
  }

  has(name: string): boolean {
    return this.parts.has(name.toLowerCase());
  }

  open(name: string): Readable {
    const entry = this.parts.get(name.toLowerCase());
    if (!entry) throw unreadable(`the part ${name} is missing`);
    return inflateEntry(this.path, entry, XLSX_LIMITS, this.onCompressed).setEncoding('utf8');
  }

  /** Parses a part with SAX handlers, yielding after each chunk so the caller can hand out what the handlers collected. */
  async *parse(name: string, on: XmlHandlers): AsyncGenerator<void> {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => on.open?.(local(tag.name), tag as SaxesTagPlain));
    parser.on('closetag', (tag) => on.close?.(local(tag.name)));
    if (on.text) {
      parser.on('text', on.text);
      parser.on('cdata', on.text);
    }
    for await (const chunk of this.open(name)) {
      parser.write(chunk as string);
      yield;
    }
    parser.close();
    yield;
  }

  async drain(name: string, on: XmlHandlers): Promise<void> {
    for await (const _ of this.parse(name, on)) void _;
  }

  /** A part's relationships: id → { type (last path segment), target part name }. */
  async relationships(source: string): Promise<Map<string, { type: string; target: string }>> {
    const dir = posix.dirname(source) === '.' ? '' : posix.dirname(source);
    const relsName = posix.join(dir, '_rels', `${posix.basename(source)}.rels`);
    const rels = new Map<string, { type: string; target: string }>();
    if (!this.has(relsName)) return rels;
    await this.drain(relsName, {
      open: (name, tag) => {
        const { Id: id, Type: type, Target: target, TargetMode: mode } = tag.attributes;
        if (name !== 'Relationship' || !id || !type || !target || mode === 'External') return;
        const part = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
        rels.set(id, { type: type.replace(REL_TYPE, '').replace(STRICT_REL_TYPE, ''), target: part });
      },
    });
    return rels;
  }
}

interface XmlHandlers {
  open?: (name: string, tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** The workbook part, its first worksheet (in tab order), its shared strings and styles parts, from the relationships. */
async function locateParts(book: Workbook): Promise<{ sheet: string | null; sharedStrings: string | null; styles: string | null }> {
  const root = [...(await book.relationships('')).values()].find((r) => r.type === 'officeDocument');
  const workbookPart = root?.target ?? 'xl/workbook.xml';
  if (!book.has(workbookPart)) throw unreadable('it has no workbook part');
  const rels = await book.relationships(workbookPart);
  const sheetIds: string[] = [];
  await book.drain(workbookPart, {
    open: (name, tag) => {
      const id = Object.entries(tag.attributes).find(([key]) => key !== 'id' && local(key) === 'id')?.[1];
      if (name === 'sheet' && id) sheetIds.push(id);
    },
  });
  const sheet = sheetIds.map((id) => rels.get(id)).find((r) => r?.type === 'worksheet' && book.has(r.target));
  const shared = [...rels.values()].find((r) => r.type === 'sharedStrings' && book.has(r.target));
  const styles = [...rels.values()].find((r) => r.type === 'styles' && book.has(r.target));
  return { sheet: sheet?.target ?? null, sharedStrings: shared?.target ?? null, styles: styles?.target ?? null };
}

/** The number format code of each cell style (a cell's `s`), from the styles part's cellXfs and numFmts. */
async function readCellFormats(book: Workbook, part: string): Promise<(string | undefined)[]> {
  const custom = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  await book.drain(part, {
    open: (name, tag) => {
      if (name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) xfFormats.push(Number(tag.attributes.numFmtId ?? 0));
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const builtIn = builtInFormats();
  return xfFormats.map((id) => custom.get(id) ?? builtIn[id]);
}

/** The shared string table: each item's text (rich-text runs joined, phonetic guides left out). */
async function readSharedStrings(book: Workbook, part: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await book.drain(part, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close: (name) => {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

/** Column index (0-based) of a cell reference such as `AB12`; null when it has no letters. */
export function columnOf(ref: string): number | null {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
    if (column > MAX_COLUMNS) throw unreadable(`the cell reference ${ref.slice(0, 12)} is beyond the last column`);
  }
  return i === 0 ? null : column - 1;
}

/**
 * A cell's text as the sheet shows it (a number through its cell's number format), and whether it was
 * text (not a number, date, boolean or error).
 */
export function cellText(type: string, value: string, strings: readonly string[], format?: string): { text: string; numeric: boolean } {
  switch (type) {
    case 's':
      return { text: value === '' ? '' : (strings[Number(value)] ?? ''), numeric: false };
    case 'str':
    case 'inlineStr':
      return { text: value, numeric: false };
    case 'b':
      return { text: value === '' ? '' : value.trim() === '1' ? 'TRUE' : 'FALSE', numeric: true };
    case 'e':
      return { text: value, numeric: true };
    case 'd': {
      const at = new Date(value);
      return { text: Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 10), numeric: true };
    }
    default: {
      if (value.trim() === '') return { text: '', numeric: false };
      const n = Number(value);
      return Number.isNaN(n) ? { text: value, numeric: false } : { text: displayNumber(n, format), numeric: true };
    }
  }
}

/** Streams the worksheet's rows: each `<row>` (its number from `r`, else the next) with its cells by column. */
async function* readRows(
  book: Workbook,
  part: string,
  strings: readonly string[],
  formats: readonly (string | undefined)[],
): AsyncGenerator<SheetRow[]> {
  let ready: SheetRow[] = [];
  let rowNo = 0;
  let cells: string[] | null = null;
  let numeric: Set<number> | undefined;
  let cell: { column: number; type: string; style: number; value: string; inValue: boolean } | null = null;
  let phonetic = 0;
  const handlers: XmlHandlers = {
    open: (name, tag) => {
      if (name === 'row') {
        const r = Number(tag.attributes.r);
        rowNo = Number.isInteger(r) && r > 0 ? r : rowNo + 1;
        cells = [];
        numeric = undefined;
      } else if (name === 'c' && cells) {
        const ref = tag.attributes.r;
        const column = (ref ? columnOf(ref) : null) ?? cells.length;
        cell = { column, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), value: '', inValue: false };
      } else if (cell && (name === 'v' || (name === 't' && phonetic === 0))) cell.inValue = true;
      else if (name === 'rPh') phonetic++;
    },
    close: (name) => {
      if (name === 'v' || name === 't') {
        if (cell) cell.inValue = false;
      } else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell && cells) {
        const { text, numeric: isNumber } = cellText(cell.type, cell.value, strings, formats[cell.style]);
        while (cells.length < cell.column) cells.push('');
        cells[cell.column] = text;
        if (isNumber && text !== '') (numeric ??= new Set()).add(cell.column);
        cell = null;
      } else if (name === 'row' && cells) {
        ready.push(numeric ? { rowNo, cells, numeric } : { rowNo, cells });
        cells = null;
      }
    },
    text: (text) => {
      if (cell?.inValue) cell.value += text;
    },
  };
  for await (const _ of book.parse(part, handlers)) {
    if (ready.length >= BATCH_ROWS) {
      yield ready;
      ready = [];
    }
  }
  if (ready.length > 0) yield ready;
}

/**
 * Streams the first worksheet (in the workbook's tab order) of an .xlsx, in batches of rows. Parts are
 * found through the package's relationships and read in the order needed (shared strings, then the
 * sheet) straight from the archive, each inflated through zip-guard's capped stream, and parsed with a
 * non-validating SAX parser that expands no external or custom entities. `onBytes` counts the archive
 * bytes read so far.
 */
export async function* readXlsx(path: string, onBytes?: (bytes: number) => void): AsyncGenerator<SheetRow[]> {
  let bytes = 0;
  try {
    const book = new Workbook(path, await readZipDirectory(path, XLSX_LIMITS), (n) => {
      bytes += n;
      onBytes?.(bytes);
    });
    const parts = await locateParts(book);
    if (!parts.sheet) throw new SheetRefusal('no_sheets', 'No sheets found in the Excel file.');
    const strings = parts.sharedStrings ? await readSharedStrings(book, parts.sharedStrings) : [];
    const formats = parts.styles ? await readCellFormats(book, parts.styles) : [];
    yield* readRows(book, parts.sheet, strings, formats);
  } catch (error) {
    if (error instanceof SheetRefusal || error instanceof ZipRefusal) throw error;
    throw unreadable((error as Error).message);
  }
}
