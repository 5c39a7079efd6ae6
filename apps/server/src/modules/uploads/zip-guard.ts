import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { PassThrough, Readable, Transform, Writable, pipeline } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * Checks an .xlsx (zip) archive BEFORE any parser touches it (DESIGN §4): the central directory
 * (entry count, methods, encryption, declared sizes and compression ratios), that the local headers
 * tile the file exactly as the directory says (so a streaming reader sees the same entries), and
 * then inflates every entry with a byte cap, since declared sizes can lie. A zip bomb is refused
 * after reading a few hundred bytes, or after inflating at most its declared size plus one chunk.
 */

export interface ZipLimits {
  maxEntries: number;
  maxInflatedBytes: number;
  maxCompressionRatio: number;
}

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** An entry whose local header was checked: its compressed bytes start at `dataStart`. */
export interface CheckedZipEntry extends ZipEntry {
  dataStart: number;
}

export class ZipRefusal extends Error {
  constructor(
    readonly reason: 'unsafe_archive' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'ZipRefusal';
  }
}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const MAX_CENTRAL_DIRECTORY = 16 * 1024 * 1024;
/** Below this an entry's ratio is not judged (tiny XML parts compress very well). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

const unreadable = (why: string) => new ZipRefusal('unreadable', `The file is not a readable .xlsx workbook (${why}).`);
const bigU64 = (buf: Buffer, at: number) => {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw unreadable('size out of range');
  return Number(value);
};

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, position);
  if (bytesRead !== length) throw unreadable('truncated');
  return buf;
}

interface Directory {
  entries: number;
  size: number;
  offset: number;
  end: number;
}

async function findDirectory(file: FileHandle, fileSize: number): Promise<Directory> {
  if (fileSize < 22) throw unreadable('too short');
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIG && i + 22 + tail.readUInt16LE(i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) throw unreadable('no end of central directory');
  const eocdPosition = fileSize - tailLength + at;
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) throw unreadable('multi-disk archive');
  let entries = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  let end = eocdPosition;
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    if (eocdPosition < 20) throw unreadable('bad zip64 locator');
    const locator = await readAt(file, eocdPosition - 20, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIG) throw unreadable('bad zip64 locator');
    const zip64At = bigU64(locator, 8);
    if (zip64At + 56 > eocdPosition) throw unreadable('bad zip64 record');
    const record = await readAt(file, zip64At, 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD_SIG) throw unreadable('bad zip64 record');
    entries = bigU64(record, 32);
    size = bigU64(record, 40);
    offset = bigU64(record, 48);
    end = zip64At;
  }
  if (offset + size > end) throw unreadable('central directory out of range');
  return { entries, size, offset, end };
}

function parseDirectory(buf: Buffer, expected: number, limits: ZipLimits): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at < buf.length) {
    if (entries.length >= limits.maxEntries) {
      throw new ZipRefusal('unsafe_archive', `The workbook holds more than ${limits.maxEntries} parts; it was refused.`);
    }
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_SIG) throw unreadable('bad central directory');
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength + commentLength > buf.length) throw unreadable('bad central directory');
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      uncompressedSize: buf.readUInt32LE(at + 24),
      localHeaderOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // Zip64 extra field: the 64-bit values present are those whose 32-bit field is saturated, in this order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = buf.readUInt16LE(extra);
      const length = buf.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const take = () => {
          if (field + 8 > extra + 4 + length) throw unreadable('bad zip64 field');
          const value = bigU64(buf, field);
          field += 8;
          return value;
        };
        if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = take();
        if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
        if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = take();
      }
      extra += 4 + length;
    }
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  if (entries.length !== expected) throw unreadable('entry count mismatch');
  return entries;
}

function checkDeclared(entries: readonly ZipEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw new ZipRefusal('unsafe_archive', 'The workbook is encrypted; remove the password and upload it again.');
    if (entry.method !== 0 && entry.method !== 8) throw unreadable(`unsupported compression in ${entry.name}`);
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw unreadable('stored entry size mismatch');
    total += entry.uncompressedSize;
    if (total > limits.maxInflatedBytes) throw bomb(limits);
    if (
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
    ) {
      throw bomb(limits);
    }
  }
}

const bomb = (limits: ZipLimits) =>
  new ZipRefusal(
    'unsafe_archive',
    `The workbook expands to more than ${Math.round(limits.maxInflatedBytes / 1048576)} MiB or compresses more than ${limits.maxCompressionRatio}:1; it was refused as a possible zip bomb.`,
  );

/** Local headers must follow one another with no gap, overlap or hidden entry, up to the directory. */
async function checkLayout(file: FileHandle, entries: readonly ZipEntry[], directoryOffset: number): Promise<number[]> {
  const ordered = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  const dataStarts: number[] = [];
  let expected = 0;
  for (let i = 0; i < ordered.length; i++) {
    const entry = ordered[i]!;
    if (entry.localHeaderOffset !== expected) throw unreadable('entries do not follow one another');
    const header = await readAt(file, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL_SIG) throw unreadable('bad local header');
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    const name = (await readAt(file, entry.localHeaderOffset + 30, nameLength)).toString('utf8');
    if (name !== entry.name) throw unreadable('local and central names differ');
    const dataStart = entry.localHeaderOffset + 30 + nameLength + extraLength;
    const dataEnd = dataStart + entry.compressedSize;
    const next = ordered[i + 1]?.localHeaderOffset ?? directoryOffset;
    const gap = next - dataEnd;
    const descriptorOk = entry.flags & 0x8 ? [12, 16, 20, 24].includes(gap) : gap === 0;
    if (!descriptorOk) throw unreadable('entries do not follow one another');
    dataStarts[entries.indexOf(entry)] = dataStart;
    expected = next;
  }
  if (expected !== directoryOffset) throw unreadable('entries do not reach the directory');
  return dataStarts;
}

/**
 * One entry's inflated bytes as a stream that fails with the zip-bomb refusal the moment it passes what the
 * directory declared, and with "size mismatch" if it ends short of it. `onCompressed` counts the file bytes read.
 */
export function inflateEntry(path: string, entry: CheckedZipEntry, limits: ZipLimits, onCompressed?: (bytes: number) => void): Readable {
  const raw =
    entry.compressedSize === 0
      ? Readable.from([])
      : createReadStream(path, { start: entry.dataStart, end: entry.dataStart + entry.compressedSize - 1 });
  if (onCompressed) raw.on('data', (chunk: Buffer | string) => onCompressed(chunk.length));
  let produced = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      done(produced > entry.uncompressedSize ? bomb(limits) : null, chunk);
    },
    flush(done) {
      done(produced === entry.uncompressedSize ? null : unreadable(`size mismatch in ${entry.name}`));
    },
  });
  const inflate = entry.method === 0 || entry.compressedSize === 0 ? new PassThrough() : createInflateRaw();
  const inflated = pipeline(raw, inflate, counter, () => undefined);
  // zlib's own errors ("invalid block type") become this module's refusal; stopping early closes the file.
  async function* guarded() {
    try {
      for await (const chunk of inflated) yield chunk as Buffer;
    } catch (error) {
      throw error instanceof ZipRefusal ? error : unreadable(`corrupt data in ${entry.name}`);
    }
  }
  return Readable.from(guarded(), { objectMode: false });
}

/** The archive's entries after the directory, declared-size and layout checks (nothing is inflated). */
export async function readZipDirectory(path: string, limits: ZipLimits): Promise<CheckedZipEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const directory = await findDirectory(file, size);
    if (directory.size > MAX_CENTRAL_DIRECTORY)
      throw new ZipRefusal('unsafe_archive', 'The workbook directory is too large; it was refused.');
    if (directory.entries > limits.maxEntries) {
      throw new ZipRefusal('unsafe_archive', `The workbook holds more than ${limits.maxEntries} parts; it was refused.`);
    }
    const entries = parseDirectory(await readAt(file, directory.offset, directory.size), directory.entries, limits);
    checkDeclared(entries, limits);
    const starts = await checkLayout(file, entries, directory.offset);
    return entries.map((entry, i) => ({ ...entry, dataStart: starts[i]! }));
  } finally {
    await file.close();
  }
}

/** Every check of this module, including inflating each entry against its declared size, before a parser runs. */
export async function guardZip(path: string, limits: ZipLimits): Promise<CheckedZipEntry[]> {
  const entries = await readZipDirectory(path, limits);
  const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  for (const entry of entries) await pipelineAsync(inflateEntry(path, entry, limits), discard());
  return entries;
}
