import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are slash-separated relative paths whose first segment is the
 * tenant id (`<tenantId>/<area>/<id>`), so every tenant's files sit in their own folder (or prefix).
 * The local folder is the default; an S3-compatible store can implement the same interface.
 */
export interface FileStore {
  /**
   * Streams `source` into a new object under `key`. The object appears only once the whole stream
   * was written (a failed or aborted write leaves nothing behind). Resolves with the byte count.
   */
  write(key: string, source: Readable | AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  /** A readable stream of the object, or of the inclusive byte range `[start, end]`. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** The only characters a key segment may hold: no dots-only segments, no separators, no traversal. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,16})?$/;

export class InvalidFileKeyError extends Error {}

/** Validates a key and returns its segments; anything that could escape the store is refused. */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  if (segments.length < 2 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) {
    throw new InvalidFileKeyError(`Invalid file key: ${JSON.stringify(key)}`);
  }
  return segments;
}

export const tenantFileKey = (tenantId: string, ...parts: string[]): string => {
  const key = [tenantId, ...parts].join('/');
  keySegments(key);
  return key;
};
