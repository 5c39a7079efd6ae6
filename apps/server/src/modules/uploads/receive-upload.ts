import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, type UploadFileType } from '@switchboard/contracts';
import type { AppError } from '../../platform/errors/app-error.js';
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

interface Incoming {
  path: string;
  fileName: string;
  kind: UploadFileType;
  size: number;
  head: Buffer;
}

const HEAD_BYTES = 8192;
const MULTIPART_OVERHEAD = 64 * 1024;
const mib = (bytes: number) => `${Math.round(bytes / 1048576)} MiB`;
const tooLarge = (cap: number) => refuse('too_large', `The file is larger than ${mib(cap)}.`, { limit: cap });
/** Cut the file name to something printable and short: it is shown back and stored. */
const cleanName = (name: string) =>
  [...name]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(-200) || 'upload';

/**
 * Streams the multipart field `file` to a private temporary file. The size limit is enforced
 * while streaming (413, no more is written), the extension must be .xlsx, .xls or .csv ('Invalid
 * file type', 415), and the MIME type and the first bytes must agree with it (415).
 */
export async function receiveSpreadsheet(request: FastifyRequest, limits: ReceiveLimits): Promise<ReceivedFile> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw refuse('no_file', 'Send the file as multipart/form-data in the field "file".');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes + MULTIPART_OVERHEAD) throw tooLarge(limits.maxBytes);

  const dir = await mkdtemp(path.join(tmpdir(), 'sb-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const received = await new Promise<Omit<Incoming, 'head'>>((resolve, reject) => {
      let failure: AppError | Error | null = null;
      let writing: Promise<Incoming | null> | null = null;
      const stop = (error: AppError | Error) => {
        failure ??= error;
        request.raw.unpipe(busboy);
        reject(failure);
      };
      const busboy = Busboy({
        headers: request.headers as BusboyHeaders,
        limits: { files: 1, fileSize: limits.maxBytes, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 50 },
      });
      busboy.on('file', (field: string, stream: BusboyFileStream, fileName: string, _encoding: string, mimeType: string) => {
        if (field !== 'file' || writing || failure) {
          stream.resume();
          return;
        }
        const kind = kindFromFileName(fileName);
        if (!kind) {
          stream.resume();
          stop(refuse('invalid_file_type', UPLOAD_MESSAGES.invalidFileType));
          return;
        }
        if (!mimeAgrees(kind, mimeType)) {
          stream.resume();
          stop(refuse('type_mismatch', `The file's type (${mimeType || 'none'}) does not match a .${kind} file.`));
          return;
        }
        const cap = kind === 'xls' ? limits.xlsMaxBytes : limits.maxBytes;
        const target = path.join(dir, `upload.${kind}`);
        let size = 0;
        const head: Buffer[] = [];
        let headLength = 0;
        const meter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            if (size > cap) {
              done(tooLarge(cap));
              return;
            }
            if (headLength < HEAD_BYTES) {
              head.push(chunk);
              headLength += chunk.length;
              // Refuse on the first bytes: no need to receive a whole file of the wrong kind.
              if (headLength >= HEAD_BYTES && !magicAgrees(kind, Buffer.concat(head))) {
                done(refuse('type_mismatch', `The file's content is not a .${kind} file.`));
                return;
              }
            }
            done(null, chunk);
          },
        });
        stream.on('limit', () => meter.destroy(tooLarge(cap)));
        writing = pipeline(stream, meter, createWriteStream(target)).then(
          (): Incoming => ({ path: target, fileName: cleanName(fileName), kind, size, head: Buffer.concat(head) }),
          (error: unknown) => {
            stream.resume();
            stop(error as Error);
            return null;
          },
        );
      });
      busboy.on('finish', () => {
        void (async () => {
          const file = await writing;
          if (failure) return;
          if (!file) return stop(refuse('no_file', 'No file was sent: attach it in the field "file".'));
          if (file.size > 0 && !magicAgrees(file.kind, file.head))
            return stop(refuse('type_mismatch', `The file's content is not a .${file.kind} file.`));
          resolve({ path: file.path, fileName: file.fileName, kind: file.kind, size: file.size });
        })();
      });
      busboy.on('error', (error: unknown) => stop(refuse('unreadable', `The upload could not be read: ${(error as Error).message}`)));
      request.raw.on('error', (error) => stop(error));
      request.raw.pipe(busboy);
    });
    return { ...received, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
