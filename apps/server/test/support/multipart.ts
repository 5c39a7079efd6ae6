import { randomBytes } from 'node:crypto';

/** One file part of a multipart/form-data body (field `file` unless given). */
export interface MultipartFile {
  filename: string;
  contentType: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body with the given files (and plain fields), as a browser would send it. */
export function multipartBody(files: readonly MultipartFile[], fields: Record<string, string> = {}): { body: Buffer; contentType: string } {
  const boundary = `----switchboard-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n', 'utf8'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const hex = (value: string) => Buffer.from(value.replace(/\s+/g, ''), 'hex');
const latin1 = (value: string) => Buffer.from(value, 'latin1');

/** Small but well-formed samples of every accepted media type (their leading bytes are what the sniffers read). */
export const SAMPLE = {
  /** A 1×1 PNG. */
  png: hex(`89504e470d0a1a0a 0000000d49484452 00000001 00000001 0806000000 1f15c489
            0000000d49444154 789c6360000002000100ffff 03000006000557bfabd4 0000000049454e44ae426082`),
  /** A minimal baseline JPEG header (SOI, APP0/JFIF) and EOI. */
  jpeg: Buffer.concat([hex('ffd8ffe000104a46494600010100000100010000'), Buffer.alloc(48, 0), hex('ffd9')]),
  /** A 1×1 GIF. */
  gif: Buffer.concat([latin1('GIF89a'), hex('010001008000 00ffffff000000 21f90401000000002c00000000010001000002024401003b')]),
  svg: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1c7ed6"/></svg>\n',
    'utf8',
  ),
  /** ISO base media: ftyp box with brand isom, then a free box. */
  mp4: Buffer.concat([
    hex('00000018'),
    latin1('ftypisom'),
    hex('00000200'),
    latin1('isomiso2'),
    hex('00000030'),
    latin1('free'),
    Buffer.alloc(40, 0),
  ]),
  /** QuickTime: ftyp box with brand "qt  ". */
  mov: Buffer.concat([
    hex('00000014'),
    latin1('ftypqt  '),
    hex('20050300'),
    latin1('qt  '),
    hex('00000030'),
    latin1('wide'),
    Buffer.alloc(40, 0),
  ]),
  /** EBML header whose DocType is webm. */
  webm: Buffer.concat([
    hex('1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84'),
    latin1('webm'),
    hex('4287 81 04 4285 81 02'),
    Buffer.alloc(40, 0),
  ]),
};
