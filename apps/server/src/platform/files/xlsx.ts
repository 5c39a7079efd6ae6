import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './serve-file.js';

/**
 * Everything the server writes as Excel goes through here (receipts, applications, exports and
 * templates, upload reports), so formula escaping and the download headers exist once.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A text cell starting with = + - @ TAB or CR is read as a formula by spreadsheet programs (formula
 * injection, DESIGN §4): it is prefixed with an apostrophe so it stays text.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The inverse for a file uploaded back: our exports prefix formula-leading text with an apostrophe,
 * and an exported template must round-trip unchanged.
 */
export const unescapeFormula = (value: string) => (value.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** Escapes every string of a row; numbers, booleans and dates pass through. */
export const escapeRow = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? escapeFormula(v) : v));

/**
 * A streaming workbook written straight into the reply (rows are flushed as they are committed); `taken(sheet)`
 * between pages of rows keeps what waits in memory bounded (see takenIn). Without cell styles: exceljs spends
 * more than half its time on them, and these files can hold 150,000 rows. Frozen header row and filters are
 * sheet settings and stay.
 */
export function streamingWorkbook(): {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  stream: Readable;
  taken(sheet: ExcelJS.Worksheet): Promise<void>;
} {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  workbook.creator = 'Switchboard';
  const closed = once(stream, 'close');
  return { workbook, stream, taken: (sheet) => takenIn(workbook, sheet, stream, closed) };
}

/** Compressed bytes archiver may hold for a download that is not being read. */
const ZIP_BACKLOG_BYTES = 1024 * 1024;

type WritableState = { length: number; highWaterMark: number };

/**
 * Resolves once the zip side has taken in the rows a streaming sheet committed so far; call it between
 * pages of rows. exceljs writes each 64 KiB of sheet XML into archiver's input stream without heeding its
 * backpressure, and archiver keeps compressing into its own buffer whether or not the download is read. A
 * writer fed faster than the zip compresses (the embedded database's reads never yield to the event loop)
 * therefore kept the whole uncompressed sheet in memory: ~120 MB for a 100,000-row upload report. Fails when
 * the download is closed first, so an abandoned download stops its writer.
 */
async function takenIn(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  out: Readable,
  outClosed: Promise<unknown>,
): Promise<void> {
  const closed = (): never => {
    throw new Error('The download was closed before the workbook was written.');
  };
  const inputs = (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? [];
  for (const input of inputs) {
    // archiver's input is a readable-stream 2 PassThrough: no writableLength, only its state.
    const state = (input as unknown as { _writableState?: WritableState })._writableState;
    while (state && state.length > state.highWaterMark) {
      if (out.destroyed) closed();
      await Promise.race([once(input, 'drain'), outClosed]);
    }
  }
  const zip = (workbook as unknown as { zip: Readable }).zip;
  while (zip.readableLength > ZIP_BACKLOG_BYTES) {
    if (out.destroyed) closed();
    // The download reads at its own pace; look again shortly.
    await new Promise((again) => setTimeout(again, 20));
  }
  if (out.destroyed) closed();
}

/** A sheet with a bold, frozen, filterable header row and the given column widths. */
export function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter | ExcelJS.Workbook,
  name: string,
  headers: readonly string[],
  widths?: readonly number[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, i) => ({
    header: escapeFormula(header),
    key: `c${i}`,
    width: widths?.[i] ?? Math.min(Math.max(header.length + 4, 14), 48),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(headers.length, 1) } };
  return sheet;
}

/** Download headers for a generated workbook: attachment, no sniffing, sandboxed, never cached. */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Readable | Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'no-store')
    .send(body);
}
