import * as XLSX from '@e965/xlsx';

export interface Validation {
  sqref: string;
  type: string;
  formula: string;
}

export interface ReadWorkbook {
  sheetNames: string[];
  /** A sheet's cells as text, one array per row (blank cells ''), header row first. */
  rows(sheet: string | number): string[][];
  /** A sheet's data validations as written in its XML (a range stays one entry). */
  validations(sheet: string | number): Validation[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/**
 * Reads a downloaded workbook for assertions. Not ExcelJS's full loader: it expands every
 * data-validation range into one entry per cell, and our templates carry dropdowns over 150,000
 * rows per column, which made each load take seconds (and time out under load).
 */
export function readWorkbook(bytes: Buffer): ReadWorkbook {
  const book = XLSX.read(bytes, { type: 'buffer', bookFiles: true, cellDates: false });
  const nameOf = (sheet: string | number) => (typeof sheet === 'number' ? book.SheetNames[sheet]! : sheet);
  const files = (book as unknown as { files: Record<string, { content: Uint8Array }> }).files;
  return {
    sheetNames: book.SheetNames,
    rows: (sheet) => {
      const ws = book.Sheets[nameOf(sheet)];
      if (!ws) throw new Error(`no sheet ${String(sheet)} in ${book.SheetNames.join(', ')}`);
      return (XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: false, defval: '', blankrows: false }) as unknown[][]).map((row) =>
        row.map((cell) => String(cell)),
      );
    },
    validations: (sheet) => {
      // ExcelJS (our writer) names sheet files in workbook order.
      const index = typeof sheet === 'number' ? sheet : book.SheetNames.indexOf(sheet);
      const xml = Buffer.from(files[`xl/worksheets/sheet${index + 1}.xml`]!.content).toString('utf8');
      return [...xml.matchAll(/<dataValidation\b[^>]*>[\s\S]*?<\/dataValidation>/g)].map(([tag]) => ({
        sqref: attribute(tag, 'sqref'),
        type: attribute(tag, 'type'),
        formula: (/<formula1>([\s\S]*?)<\/formula1>/.exec(tag)?.[1] ?? '').replace(/&quot;/g, '"'),
      }));
    },
  };
}
