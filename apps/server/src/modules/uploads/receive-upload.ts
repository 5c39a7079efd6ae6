import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, type UploadFileType } from '@switchboard/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { cleanFileName } from '../../platform/files/file-type.js';
import { checkedStream, multipartLimitOf } from '../../platform/files/multipart.js';
import { kindFromFileName, magicAgrees, mimeAgrees } from './file-kind.js';
import { refuse } from './refusals.js';

export interface ReceivedFile {
  path: string;
  fileName: string;
  kind: UploadFileType;
  size: number;
  /** Deletes the temporary copy. */
  dispose(): Promise<void>;
}

export interface ReceiveLimits {
  maxBytes: number;
  xlsMaxBytes: number;
}

/** Enough of a CSV to be sure it is text (no NUL bytes), and more than any magic number needs. */
const HEAD_BYTES = 8192;
const MULTIPART_OVERHEAD = 64 * 1024;
const mib = (bytes: number) => `${Math.round(bytes / 1048576)} MiB`;
const tooLarge = (cap: number) => refuse('too_large', `The file is larger than ${mib(cap)}.`, { limit: cap });
const noFile = () => refuse('no_file', 'No file was sent: attach it in the field "file".');

/** The first file part, with @fastify/multipart's own refusals turned into ours. */
async function firstFile(request: FastifyRequest, cap: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    const limit = multipartLimitOf(error);
    if (limit === 'too_large') throw tooLarge(cap);
    if (limit === 'too_many_parts') throw refuse('no_file', 'Send one file, in the field "file", and nothing else.');
    throw refuse('unreadable', `The upload could not be read: ${(error as Error).message}`);
  }
  if (!part || part.fieldname !== 'file') throw noFile();
  return part;
}

/**
 * Streams the multipart field `file` (platform/files/multipart: @fastify/multipart) to a private
 * temporary file. The extension must be .xlsx, .xls or .csv ('Invalid file type', 415) and the
 * declared MIME type must agree before a byte is written; the size limit (413) and the first bytes
 * (415) are checked while streaming, so nothing past the limit or of the wrong kind is ever stored.
 */
export async function receiveSpreadsheet(request: FastifyRequest, limits: ReceiveLimits): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw refuse('no_file', 'Send the file as multipart/form-data in the field "file".');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes + MULTIPART_OVERHEAD) throw tooLarge(limits.maxBytes);

  const part = await firstFile(request, limits.maxBytes);
  const kind = kindFromFileName(part.filename);
  if (!kind) throw refuse('invalid_file_type', UPLOAD_MESSAGES.invalidFileType);
  if (!mimeAgrees(kind, part.mimetype))
    throw refuse('type_mismatch', `The file's type (${part.mimetype || 'none'}) does not match a .${kind} file.`);

  const cap = kind === 'xls' ? limits.xlsMaxBytes : limits.maxBytes;
  const dir = await mkdtemp(path.join(tmpdir(), 'sb-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const target = path.join(dir, `upload.${kind}`);
  let size = 0;
  try {
    const checked = checkedStream(part.file, {
      limit: cap,
      headBytes: HEAD_BYTES,
      // An empty file is not refused here: the reader gives the spec's message for it.
      sniff: (head) => head.length === 0 || magicAgrees(kind, head),
      tooLarge: () => tooLarge(cap),
      mismatch: () => refuse('type_mismatch', `The file's content is not a .${kind} file.`),
    });
    await pipeline(
      checked,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(target),
    );
  } catch (error) {
    await dispose();
    // Our refusals and file-system failures (they carry a syscall) pass; the rest is a broken body.
    if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) throw error;
    throw refuse('unreadable', `The upload could not be read: ${(error as Error).message}`);
  }
  return { path: target, fileName: cleanFileName(part.filename, `upload.${kind}`), kind, size, dispose };
}
