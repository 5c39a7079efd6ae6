import ExcelJS from 'exceljs';
import { escapeFormula } from '../../platform/files/xlsx.js';
import type { ReceiptRow, ReceiptSummary } from '@switchboard/contracts';
import type { AnnouncementRow } from './queries.js';

/** `+HH:MM` / `-HH:MM` (the SPA's x-timezone-offset header) in minutes east of UTC; 0 when absent or malformed. */
export function offsetMinutes(header: string | undefined): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(header ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return minutes > 14 * 60 ? 0 : (match[1] === '-' ? -1 : 1) * minutes;
}

const STATE_LABEL = { unread: 'Not yet read', read: 'Read', acknowledged: 'Acknowledged' } as const;
/** Timestamps as the tables show them: day / month / year - hour : minute (platform.md §9). */
const DATE_FORMAT = 'dd/mm/yyyy" - "hh:mm';

export interface ReceiptsExport {
  announcement: AnnouncementRow;
  summary: ReceiptSummary;
  rows: ReceiptRow[];
}

/** The receipts workbook: a "Receipts" table (one row per audience member) and a "Summary" sheet. */
export async function receiptsWorkbook(data: ReceiptsExport, offset: number): Promise<Buffer> {
  // Excel dates carry no zone: write the reader's local wall-clock time.
  const local = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + offset * 60_000) : null);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Switchboard';
  const sheet = workbook.addWorksheet('Receipts', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 34 },
    { header: 'Role', key: 'role', width: 12 },
    { header: 'Status', key: 'state', width: 16 },
    { header: 'Read at', key: 'readAt', width: 20, style: { numFmt: DATE_FORMAT } },
    { header: 'Acknowledged at', key: 'acknowledgedAt', width: 20, style: { numFmt: DATE_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of data.rows) {
    sheet.addRow({
      name: escapeFormula(r.userName),
      email: escapeFormula(r.email),
      role: r.role,
      state: STATE_LABEL[r.state],
      readAt: local(r.readAt),
      acknowledgedAt: local(r.acknowledgementAt),
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 6 } };

  const a = data.announcement;
  const s = data.summary;
  const summary = workbook.addWorksheet('Summary');
  summary.columns = [
    { key: 'label', width: 26 },
    { key: 'value', width: 60 },
  ];
  const lines: [string, string | number | Date | null][] = [
    ['Announcement', escapeFormula(a.title)],
    ['Category', a.category],
    ['Status', a.status],
    ['Published', local(a.publishedAt?.toISOString() ?? null)],
    ['Requires acknowledgement', a.requiresAcknowledgement ? 'Yes' : 'No'],
    ['Acknowledgement due', local(s.dueAt)],
    ['Acknowledgement round', s.round],
    ['Audience', s.audienceSize],
    ['Read', `${s.readCount} (${s.readPercent}%)`],
    ['Acknowledged', `${s.acknowledgedCount} (${s.acknowledgedPercent}%)`],
    ['Not yet read', s.unreadCount],
  ];
  for (const [label, value] of lines) {
    const row = summary.addRow({ label, value });
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = DATE_FORMAT;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A download name from the title: letters, digits, spaces and a few safe signs. */
export function exportFileName(title: string): string {
  const safe = title
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .trim()
    .slice(0, 80);
  return `Receipts - ${safe || 'announcement'}.xlsx`;
}
