import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { FileStore } from './file-store.js';

/**
 * Headers for every user-supplied file (DESIGN §4): the stored type only (nosniff), a sandbox CSP
 * so a document opened directly can neither run script nor fetch anything, and not embeddable
 * by other sites.
 */
export const USER_FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Parses a single `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null when absent or not satisfiable as one range. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export interface StoredFile {
  key: string;
  mimeType: string;
  fileName: string;
  /** Files that stay inert even if opened directly may be shown inline; others download. */
  disposition: 'inline' | 'attachment';
}

/** Streams a stored file with the safety headers, honouring a single byte range (video seeking). */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, files: FileStore, file: StoredFile) {
  const info = await files.stat(file.key);
  if (!info) throw new AppError('not_found', 'File not found.');
  void reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', USER_FILE_CSP)
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await files.read(file.key, range));
  }
  void reply.header('content-length', info.size);
  return reply.send(await files.read(file.key));
}
