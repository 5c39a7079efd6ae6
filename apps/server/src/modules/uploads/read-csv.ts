import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import type { Parser } from 'csv-parse';
import { parse } from 'csv-parse';
import { SheetRefusal, type SheetRow } from './sheet-row.js';

const HEAD_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;

export type CsvEncoding = 'utf8' | 'utf16le' | 'windows-1252';

/** UTF-16 by its BOM; UTF-8 when the head decodes strictly; else Windows-1252 (Excel's "CSV" on Western Windows). */
export function detectEncoding(head: Buffer): CsvEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf8';
  } catch {
    return 'windows-1252';
  }
}

/** The delimiter used most often in the first record, outside quotes (comma when none). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

function decodeHead(head: Buffer, encoding: CsvEncoding): string {
  if (encoding === 'utf16le') return head.subarray(2).toString('utf16le');
  return new TextDecoder(encoding === 'utf8' ? 'utf-8' : 'windows-1252').decode(head, { stream: true });
}

function windows1252ToText(): Transform {
  const decoder = new TextDecoder('windows-1252');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

const BATCH = 1000;

/** Resolves when the parser has records to read, has ended, or has failed. */
function readable(parser: Parser): Promise<'readable' | 'end'> {
  return new Promise((resolve, reject) => {
    const done = (result: 'readable' | 'end') => () => {
      parser.off('readable', onReadable);
      parser.off('end', onEnd);
      parser.off('error', onError);
      resolve(result);
    };
    const onReadable = done('readable');
    const onEnd = done('end');
    const onError = (error: Error) => {
      parser.off('readable', onReadable);
      parser.off('end', onEnd);
      reject(error);
    };
    parser.once('readable', onReadable);
    parser.once('end', onEnd);
    parser.once('error', onError);
  });
}

/**
 * Streams a CSV file: UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252; comma,
 * semicolon, tab or pipe delimited; quoted fields may hold delimiters, quotes and newlines.
 * Records are arrays, never objects keyed by header text. Row numbers count records from 1
 * (the header), as a spreadsheet program shows them. Rows come in batches: one await per
 * thousand rows, not per row.
 */
export async function* readCsv(path: string, onBytes?: (bytes: number) => void): AsyncGenerator<SheetRow[]> {
  const file = await open(path, 'r');
  let head: Buffer;
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buf, 0, HEAD_BYTES, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const encoding = detectEncoding(head);
  const delimiter = detectDelimiter(decodeHead(head, encoding));
  const input = createReadStream(path);
  let bytes = 0;
  input.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes?.(bytes);
  });
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: 1024 * 1024,
    skip_empty_lines: false,
  });
  const source: Readable = encoding === 'windows-1252' ? input.pipe(windows1252ToText()) : input;
  source.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  let rowNo = 0;
  let ended = false;
  parser.once('end', () => (ended = true));
  try {
    for (;;) {
      const batch: SheetRow[] = [];
      let record: string[] | null;
      while (batch.length < BATCH && (record = parser.read() as string[] | null) !== null) batch.push({ rowNo: ++rowNo, cells: record });
      if (batch.length > 0) {
        yield batch;
        continue;
      }
      if (ended || parser.readableEnded) return;
      if ((await readable(parser)) === 'end') {
        // Records may still sit in the buffer when 'end' wins the race; read them on the next turn.
        ended = true;
      }
    }
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    throw new SheetRefusal('unreadable', `The CSV file could not be read near row ${rowNo + 1}: ${(error as Error).message}`);
  } finally {
    input.destroy();
    parser.destroy();
  }
}
