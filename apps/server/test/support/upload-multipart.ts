import { randomBytes } from 'node:crypto';

const MIME: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** A multipart/form-data body with one file in the field `file` (what the browser sends). */
export function multipart(
  fileName: string,
  data: Buffer,
  mimeType?: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----switchboard${randomBytes(8).toString('hex')}`;
  const ext = fileName.split('.').pop()!.toLowerCase();
  const type = mimeType ?? MIME[ext] ?? 'application/octet-stream';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
