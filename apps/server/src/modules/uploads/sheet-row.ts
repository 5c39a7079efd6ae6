import type { UploadRefusal } from '@switchboard/contracts';

/** One row of an uploaded sheet: its number as the spreadsheet shows it, and its cells as text. */
export interface SheetRow {
  rowNo: number;
  cells: string[];
  /** Indexes of cells that were numbers, dates, booleans or errors in the sheet (not text). */
  numeric?: Set<number>;
}

/** A whole file refused while reading it (the route turns it into 400/413/415 with details.reason). */
export class SheetRefusal extends Error {
  constructor(
    readonly reason: UploadRefusal,
    message: string,
    readonly headers?: string[],
  ) {
    super(message);
    this.name = 'SheetRefusal';
  }
}
