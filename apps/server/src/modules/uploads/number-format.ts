import { SSF } from '@e965/xlsx';

/**
 * A number cell's text as the spreadsheet shows it: its number format applied (Excel's
 * "Social Security Number" format 000-00-0000 shows 78051120 as 078-05-1120), a date format as an
 * ISO date. Numbers of 13 or more digits keep all their digits whatever the format, so the card check
 * sees them (a format could show one as 4.11E+15).
 */
export function displayNumber(value: number, format: string | undefined): string {
  if (!format || format === 'General' || Math.abs(value) >= 1e12) return String(value);
  try {
    if (SSF.is_date(format)) {
      const at = new Date(Math.round((value - 25_569) * 86_400_000));
      return Number.isNaN(at.getTime()) ? String(value) : at.toISOString().slice(0, 10);
    }
    return SSF.format(format, value);
  } catch {
    // A format SheetJS cannot read: the number as stored.
    return String(value);
  }
}

/** The format codes of a workbook's built-in number formats, by id (custom ones come from its styles). */
export const builtInFormats = (): Readonly<Record<number, string>> => SSF.get_table();
