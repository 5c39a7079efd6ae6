import type { UploadFileType } from '@switchboard/contracts';
import { readCsv } from './read-csv.js';
import { readXls } from './read-xls.js';
import { readXlsx } from './read-xlsx.js';
import { isBlankRow } from './remarks.js';
import { SheetRefusal, type SheetRow } from './sheet-row.js';

export interface SheetRows {
  header: SheetRow;
  /** The non-blank data rows, in batches. */
  rows: AsyncIterable<SheetRow[]>;
  /** Stops reading (closes the file, ends the .xls worker); safe to call more than once. */
  close(): Promise<void>;
}

/**
 * The header (first non-blank row) and a stream of the non-blank data rows after it. An empty
 * file or one with a header but no data is refused with the spec's message for its kind.
 */
export async function openSheet(kind: UploadFileType, path: string, onBytes?: (bytes: number) => void): Promise<SheetRows> {
  const source = kind === 'csv' ? readCsv(path, onBytes) : kind === 'xlsx' ? readXlsx(path, onBytes) : readXls(path);
  const empty = () =>
    kind === 'csv'
      ? new SheetRefusal('no_csv_data', 'No data found in the CSV file.')
      : new SheetRefusal('no_sheets', 'No sheets found in the Excel file.');
  let header: SheetRow | undefined;
  let first: SheetRow[] = [];
  try {
    while (first.length === 0) {
      const next = await source.next();
      if (next.done) break;
      const rows = next.value.filter((row) => !isBlankRow(row.cells));
      if (!header && rows.length > 0) header = rows.shift();
      first = rows;
    }
  } catch (error) {
    await source.return(undefined);
    throw error;
  }
  if (!header || first.length === 0) {
    await source.return(undefined);
    throw empty();
  }
  const firstBatch = first;
  async function* rows(): AsyncGenerator<SheetRow[]> {
    yield firstBatch;
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      const batch = next.value.filter((row) => !isBlankRow(row.cells));
      if (batch.length > 0) yield batch;
    }
  }
  return {
    header,
    rows: rows(),
    close: async () => {
      await source.return(undefined);
    },
  };
}
