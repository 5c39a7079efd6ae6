import { createReadStream } from 'node:fs';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { withScratch } from './exceljs-scratch.js';
import './exceljs-zip-end.js';
import { SheetRefusal, type SheetRow } from './sheet-row.js';

/** Text of one exceljs cell value, and whether it was text in the sheet. */
export function cellText(value: unknown): { text: string; numeric: boolean } {
  if (value === null || value === undefined) return { text: '', numeric: false };
  if (typeof value === 'string') return { text: value, numeric: false };
  if (typeof value === 'number') return { text: String(value), numeric: true };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', numeric: true };
  if (value instanceof Date) return { text: Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10), numeric: true };
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown; error?: unknown; formula?: unknown };
    if (Array.isArray(v.richText))
      return { text: v.richText.map((part) => (typeof part?.text === 'string' ? part.text : '')).join(''), numeric: false };
    if ('result' in v || 'formula' in v) return cellText(v.result);
    if (typeof v.error === 'string') return { text: v.error, numeric: true };
    if ('text' in v) return cellText(v.text);
  }
  return { text: '', numeric: true };
}

/**
 * Streams the first worksheet of an .xlsx with exceljs's streaming reader (rows are emitted as
 * they are parsed; shared strings cached, styles and hyperlinks ignored). The archive has already
 * passed the zip guard, so the inflated sizes are bounded.
 */
export async function* readXlsx(path: string, onBytes?: (bytes: number) => void): AsyncGenerator<SheetRow[]> {
  const input = createReadStream(path);
  let bytes = 0;
  input.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes?.(bytes);
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // exceljs's temporary copies of worksheets go in the upload's own folder, and are gone when we stop.
  const scratch = withScratch(dirname(path), reader);
  let sheets = 0;
  try {
    for await (const worksheet of scratch.rows) {
      sheets++;
      let batch: SheetRow[] = [];
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        let numeric: Set<number> | undefined;
        // exceljs rows are 1-based: values[0] is always empty.
        for (let i = 1; i < values.length; i++) {
          const cell = cellText(values[i]);
          cells.push(cell.text);
          if (cell.numeric && cell.text !== '') (numeric ??= new Set()).add(i - 1);
        }
        batch.push(numeric ? { rowNo: row.number, cells, numeric } : { rowNo: row.number, cells });
        if (batch.length >= 500) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
      break;
    }
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    throw new SheetRefusal('unreadable', `The Excel file could not be read: ${(error as Error).message}`);
  } finally {
    input.destroy();
    await scratch.release();
  }
  if (sheets === 0) throw new SheetRefusal('no_sheets', 'No sheets found in the Excel file.');
}
