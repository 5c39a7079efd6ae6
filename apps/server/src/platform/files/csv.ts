import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { contentDisposition } from './serve-file.js';
import { escapeRow } from './xlsx.js';

export const CSV_MIME = 'text/csv; charset=utf-8';

/**
 * Every CSV the server writes goes through here: cells escaped against formula injection exactly as
 * the Excel exports are (xlsx.ts, DESIGN §4), with a byte-order mark so spreadsheet programs read UTF-8.
 */
export function csvOf(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\ufeff${stringify([escapeRow(headers), ...rows.map((row) => escapeRow(row))])}`;
}

/** Download headers for a generated CSV: attachment, no sniffing, sandboxed, never cached. */
export function sendCsv(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return reply
    .header('content-type', CSV_MIME)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'no-store')
    .send(body);
}
