import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '../../src/platform/db/database.js';
import { openDatabase } from '../../src/platform/db/open-database.js';
import type { FileStore } from '../../src/platform/files/file-store.js';
import { migrateLocalFiles } from '../../src/platform/files/migrate-local-files.js';
import { CHUNK_BYTES, postgresFileStore, sweepOrphanChunks } from '../../src/platform/files/postgres-file-store.js';
import { makeTenant } from '../support/factories.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { bytes: Buffer.concat(parts), parts };
};
/** A source handing over the bytes in uneven pieces, as a socket would. */
const pieces = (bytes: Buffer, size = 70_001) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

/** Uploaded files in PostgreSQL (ADR 028): chunked rows in tenant tables, streamed both ways. */
describe('the PostgreSQL file store', () => {
  let testDb: TestDatabase;
  let db: Database;
  let store: FileStore;
  let a: string, b: string;
  const big = randomBytes(CHUNK_BYTES * 2 + 12_345);

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    db = await openDatabase(testDb.target);
    await db.migrate();
    store = postgresFileStore(db);
    a = (await makeTenant(db)).id;
    b = (await makeTenant(db)).id;
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('stores a file over several chunks and streams it back whole and in ranges, chunk by chunk', async () => {
    expect(await store.write(`${a}/announcements/big.mp4`, pieces(big))).toEqual({ size: big.length });
    expect(await store.stat(`${a}/announcements/big.mp4`)).toEqual({ size: big.length });
    const whole = await collect(await store.read(`${a}/announcements/big.mp4`));
    expect(whole.bytes.equals(big)).toBe(true);
    // Streamed, not buffered: no piece bigger than a chunk.
    expect(whole.parts.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...whole.parts.map((p) => p.length))).toBeLessThanOrEqual(CHUNK_BYTES);
    for (const [start, end] of [
      [0, 0],
      [CHUNK_BYTES - 5, CHUNK_BYTES + 5],
      [10, CHUNK_BYTES * 2 + 100],
      [big.length - 1, big.length - 1],
    ] as const) {
      const part = await collect(await store.read(`${a}/announcements/big.mp4`, { start, end }));
      expect(part.bytes.equals(big.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    expect(await store.stat(`${a}/announcements/none.mp4`)).toBeNull();
    await expect(store.read(`${a}/announcements/none.mp4`)).rejects.toThrow(/No stored file/);
  });

  it('keeps the old file and no stray chunks when a replacing write fails half-way', async () => {
    const key = `${a}/recordings/call.wav`;
    await store.write(key, pieces(Buffer.from('first version')));
    const failing = Readable.from(
      (function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        throw new Error('client went away');
      })(),
    );
    await expect(store.write(key, failing)).rejects.toThrow('client went away');
    expect((await collect(await store.read(key))).bytes.toString()).toBe('first version');
    const chunks = await selectRows<{ n: number }>(db.owner, sql`select count(*)::int as n from stored_file_chunks where tenant_id = ${a}`);
    const files = await selectRows<{ n: number }>(
      db.owner,
      sql`select count(*)::int as n from stored_file_chunks c join stored_files f on f.blob_id = c.blob_id where c.tenant_id = ${a}`,
    );
    expect(chunks[0]!.n).toBe(files[0]!.n);

    await store.write(key, pieces(Buffer.from('second version')));
    expect((await collect(await store.read(key))).bytes.toString()).toBe('second version');
  });

  it('copies across tenants, deletes, and keeps each tenant to its own rows', async () => {
    await store.copy(`${a}/announcements/big.mp4`, `${b}/announcements/copy.mp4`);
    expect((await collect(await store.read(`${b}/announcements/copy.mp4`))).bytes.equals(big)).toBe(true);
    await store.delete(`${b}/announcements/copy.mp4`);
    await store.delete(`${b}/announcements/copy.mp4`);
    expect(await store.stat(`${b}/announcements/copy.mp4`)).toBeNull();
    // Row-level security: in tenant B's context, tenant A's bytes do not exist.
    const seen = await db.run({ tenantId: b, userId: null }, (tx) =>
      selectRows<{ n: number }>(tx, sql`select count(*)::int as n from stored_file_chunks where tenant_id = ${a}`),
    );
    expect(seen[0]!.n).toBe(0);
  });

  it('sweeps chunks of writes that never finished once they are old', async () => {
    await db.run({ tenantId: a, userId: null }, (tx) =>
      tx.execute(sql`insert into stored_file_chunks (tenant_id, blob_id, seq, bytes, created_at)
        values (${a}, 'ffffffffffffffffffffffff', 0, '\\x00', now() - interval '2 days')`),
    );
    expect(await sweepOrphanChunks(db)).toBe(1);
    expect((await collect(await store.read(`${a}/announcements/big.mp4`))).bytes.equals(big)).toBe(true);
  });

  it('moves the files a node kept in its data folder into the database, once', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sb-files-'));
    try {
      mkdirSync(path.join(root, a, 'announcements'), { recursive: true });
      mkdirSync(path.join(root, a, 'recordings'), { recursive: true });
      mkdirSync(path.join(root, 'ffffffffffffffffffffffff', 'recordings'), { recursive: true });
      writeFileSync(path.join(root, a, 'announcements', 'old.png'), big.subarray(0, 1000));
      writeFileSync(path.join(root, a, 'recordings', 'old.wav'), big);
      writeFileSync(path.join(root, a, 'recordings', 'half.wav.1a2b3c.partial'), 'x');
      // A group deleted since: its file stays on disk rather than stopping the start.
      writeFileSync(path.join(root, 'ffffffffffffffffffffffff', 'recordings', 'gone.wav'), 'x');
      const log = pino({ level: 'silent' });
      expect(await migrateLocalFiles(root, store, log)).toEqual({ moved: 2, skipped: 2 });
      expect((await collect(await store.read(`${a}/announcements/old.png`))).bytes.equals(big.subarray(0, 1000))).toBe(true);
      expect((await collect(await store.read(`${a}/recordings/old.wav`))).bytes.equals(big)).toBe(true);
      expect(existsSync(path.join(root, a, 'announcements'))).toBe(false);
      expect(readFileSync(path.join(root, a, 'recordings', 'half.wav.1a2b3c.partial'), 'utf8')).toBe('x');
      expect(await migrateLocalFiles(root, store, log)).toEqual({ moved: 0, skipped: 2 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
