import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);
const processRandom = randomBytes(5);

/**
 * 24-hex ObjectId-style id: 4-byte seconds timestamp, 5 random bytes fixed per
 * process, 3-byte counter. Sortable by creation time, unique across processes.
 */
export function newId(now: number = Date.now()): string {
  counter = (counter + 1) % 0xffffff;
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(now / 1000), 0);
  processRandom.copy(buf, 4);
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}
