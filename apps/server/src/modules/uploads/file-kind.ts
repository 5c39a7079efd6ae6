import type { UploadFileType } from '@switchboard/contracts';

/**
 * Extension, MIME type and magic bytes must agree (DESIGN §4, 415 otherwise). Browsers and
 * operating systems label spreadsheets inconsistently (Windows sends application/vnd.ms-excel for
 * .csv when Excel is installed; some clients send application/octet-stream or nothing), so each kind
 * accepts the labels seen in the field — and the bytes decide.
 */
const MIME_TYPES: Readonly<Record<UploadFileType, ReadonlySet<string>>> = {
  xlsx: new Set([
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/zip',
    'application/x-zip-compressed',
    'application/octet-stream',
  ]),
  xls: new Set([
    'application/vnd.ms-excel',
    'application/x-msexcel',
    'application/excel',
    'application/x-excel',
    'application/octet-stream',
  ]),
  csv: new Set([
    'text/csv',
    'application/csv',
    'text/x-csv',
    'text/comma-separated-values',
    'text/x-comma-separated-values',
    'text/plain',
    'application/vnd.ms-excel',
    'application/octet-stream',
  ]),
};

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function kindFromFileName(fileName: string): UploadFileType | null {
  const match = /\.([A-Za-z]+)$/.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'xls' || ext === 'csv' ? ext : null;
}

export function mimeAgrees(kind: UploadFileType, mimeType: string | undefined): boolean {
  const bare = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  return MIME_TYPES[kind].has(bare === '' ? 'application/octet-stream' : bare);
}

/** The first bytes of the file (a few KiB) match its kind: a zip, an OLE compound file, or text. */
export function magicAgrees(kind: UploadFileType, head: Buffer): boolean {
  if (kind === 'xlsx') return head.subarray(0, 4).equals(ZIP_MAGIC);
  if (kind === 'xls') return head.subarray(0, 8).equals(CFB_MAGIC);
  if (head.subarray(0, 2).equals(Buffer.from([0xff, 0xfe])) || head.subarray(0, 2).equals(Buffer.from([0xfe, 0xff]))) return true;
  if (head.subarray(0, 4).equals(ZIP_MAGIC) || head.subarray(0, 8).equals(CFB_MAGIC)) return false;
  // Text has no NUL bytes (a UTF-16 file without BOM is not something Excel writes).
  return !head.includes(0);
}
