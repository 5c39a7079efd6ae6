import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The one way the server takes files (DESIGN §3, §4): @fastify/multipart, registered inside the
 * plugin of the module that accepts them (so no other route parses multipart bodies), one file per
 * request, its size capped while it streams. Announcement media and spreadsheet uploads both use
 * this module; neither parses multipart bodies itself.
 */
export async function registerMultipart(scope: FastifyInstance, maxFileBytes: number): Promise<void> {
  const limits: MultipartLimits = { fileSize: maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 };
  // busboy's own cap is a backstop one byte past ours: checkedStream must see the first byte over the
  // limit to refuse at once. At busboy's cap the part is only cut short, and the refusal would wait
  // for the whole rest of the body to arrive.
  await scope.register(multipart, { limits: { ...limits, fileSize: limits.fileSize + 1 } });
  // The route table records these for every route of this plugin (route-body-limits.test.ts audits them).
  scope.decorate('multipartLimits', limits);
}

/** What a multipart body may hold: busboy's limits, each enforced while the body streams. */
export interface MultipartLimits {
  /** Bytes of one file; each route holds its kinds of file to their own smaller caps as well. */
  fileSize: number;
  files: number;
  /** Plain (non-file) fields, and the bytes of each. */
  fields: number;
  fieldSize: number;
  parts: number;
  headerPairs: number;
}

/** Which of its limits @fastify/multipart stopped a body at: the file's size, or too many parts. */
export function multipartLimitOf(error: unknown): 'too_large' | 'too_many_parts' | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'too_large';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return 'too_many_parts';
  return null;
}

/**
 * Runs a file route's work; when it fails, the reply closes the connection. A refused upload is
 * refused on its first bytes and the rest of the body is never read: draining a 100 MB body only
 * to say no would cost the time and bandwidth the early refusal saves.
 */
export async function closingOnRefusal<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    void reply.header('connection', 'close');
    throw error;
  }
}

export interface StreamCheck {
  /** The most bytes allowed; the first byte past it fails the stream with `tooLarge()`. */
  limit: number;
  /** How many leading bytes `sniff` needs (or all of a shorter file). */
  headBytes: number;
  /** Do the leading bytes look like the declared type? */
  sniff(head: Buffer): boolean;
  tooLarge(): Error;
  mismatch(): Error;
}

/**
 * A file part passed through while counting: it fails at the first byte over the limit (nothing
 * more is read) and checks the leading bytes against the declared type before anything is passed
 * on, so nothing of the wrong type or size is ever written. `truncated` is set by busboy when its
 * own (outer) size limit cut the part short.
 */
export async function* checkedStream(source: Readable & { truncated?: boolean }, check: StreamCheck): AsyncGenerator<Buffer> {
  let head: Buffer = Buffer.alloc(0);
  let size = 0;
  let sniffed = false;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > check.limit) throw check.tooLarge();
    if (sniffed) {
      yield chunk;
      continue;
    }
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
    if (head.length >= check.headBytes) {
      if (!check.sniff(head)) throw check.mismatch();
      sniffed = true;
      yield head;
    }
  }
  if (source.truncated) throw check.tooLarge();
  // A file shorter than headBytes (an empty one too) is judged on what there is.
  if (!sniffed) {
    if (!check.sniff(head)) throw check.mismatch();
    if (head.length > 0) yield head;
  }
}
