import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/database.js';
import { newId } from '../ids.js';
import { keySegments, type FileStore } from './file-store.js';

/** Bytes per chunk row: large enough that a 50 MiB video is 200 rows, small enough to hold one in memory. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per statement while streaming a file out (1 MiB). */
const CHUNKS_PER_READ = 4;

export class StoredFileMissingError extends Error {
  readonly code = 'ENOENT';
}

interface FileRow {
  blob_id: string;
  size: string | number;
}

/**
 * Files in PostgreSQL (ADR 028), so every node behind a load balancer serves what any node stored. Each
 * file is a row pointing at a blob of fixed-size chunks in a tenant table (row-level security by the key's
 * first segment, the tenant). Writes stream chunk by chunk, each in its own short transaction, and the file
 * appears (or replaces the old one) only in the final transaction; reads stream a few chunks per statement
 * and cut the requested range out of the first and last.
 *
 * `db` should be a pool of its own: callers write files while holding a request transaction (recordings),
 * and sharing the request pool could leave every connection waiting for another.
 */
export function postgresFileStore(db: Database): FileStore {
  const ctx = (key: string) => ({ tenantId: keySegments(key)[0]!, userId: null });

  const fileRow = async (key: string): Promise<FileRow | null> => {
    const [row] = await db.run(ctx(key), (tx) =>
      selectRows<FileRow>(tx, sql`select blob_id, size from stored_files where tenant_id = ${ctx(key).tenantId} and key = ${key}`),
    );
    return row ?? null;
  };

  const dropBlob = (tenantId: string, blobId: string) =>
    db.run({ tenantId, userId: null }, (tx) =>
      tx.execute(sql`delete from stored_file_chunks where tenant_id = ${tenantId} and blob_id = ${blobId}`),
    );

  async function* chunksOf(tenantId: string, blobId: string, first: number, last: number): AsyncGenerator<{ seq: number; bytes: Buffer }> {
    for (let from = first; from <= last; from += CHUNKS_PER_READ) {
      const to = Math.min(last, from + CHUNKS_PER_READ - 1);
      const rows = await db.run({ tenantId, userId: null }, (tx) =>
        selectRows<{ seq: number; bytes: string }>(
          tx,
          sql`select seq, encode(bytes, 'base64') as bytes from stored_file_chunks
              where tenant_id = ${tenantId} and blob_id = ${blobId} and seq between ${from} and ${to} order by seq`,
        ),
      );
      // The file was replaced or deleted while it was being read: stop rather than serve a mix.
      if (rows.length !== to - from + 1) throw new StoredFileMissingError('The file changed while it was being read.');
      for (const row of rows) yield { seq: row.seq, bytes: Buffer.from(row.bytes, 'base64') };
    }
  }

  const store: FileStore = {
    async write(key, source) {
      const { tenantId } = ctx(key);
      const blobId = newId();
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const insert = (bytes: Buffer) => {
        const at = seq++;
        return db.run({ tenantId, userId: null }, (tx) =>
          tx.execute(
            sql`insert into stored_file_chunks (tenant_id, blob_id, seq, bytes) values (${tenantId}, ${blobId}, ${at}, decode(${bytes.toString('base64')}, 'base64'))`,
          ),
        );
      };
      try {
        for await (const piece of source) {
          const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
          size += buffer.length;
          pending.push(buffer);
          pendingBytes += buffer.length;
          while (pendingBytes >= CHUNK_BYTES) {
            const all = Buffer.concat(pending);
            await insert(all.subarray(0, CHUNK_BYTES));
            pending = [all.subarray(CHUNK_BYTES)];
            pendingBytes -= CHUNK_BYTES;
          }
        }
        if (pendingBytes > 0) await insert(Buffer.concat(pending));
        await db.run({ tenantId, userId: null }, async (tx) => {
          const [old] = await selectRows<{ blob_id: string }>(
            tx,
            sql`select blob_id from stored_files where tenant_id = ${tenantId} and key = ${key} for update`,
          );
          await tx.execute(sql`insert into stored_files (tenant_id, key, blob_id, size) values (${tenantId}, ${key}, ${blobId}, ${size})
            on conflict (tenant_id, key) do update set blob_id = excluded.blob_id, size = excluded.size, updated_at = now()`);
          if (old) await tx.execute(sql`delete from stored_file_chunks where tenant_id = ${tenantId} and blob_id = ${old.blob_id}`);
        });
      } catch (error) {
        await dropBlob(tenantId, blobId);
        throw error;
      }
      return { size };
    },

    async read(key, range) {
      const { tenantId } = ctx(key);
      const row = await fileRow(key);
      if (!row) throw new StoredFileMissingError(`No stored file ${key}.`);
      const size = Number(row.size);
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      if (size === 0 || start > end) return Readable.from([]);
      const first = Math.floor(start / CHUNK_BYTES);
      const last = Math.floor(end / CHUNK_BYTES);
      async function* bytes(): AsyncGenerator<Buffer> {
        for await (const chunk of chunksOf(tenantId, row!.blob_id, first, last)) {
          const offset = chunk.seq * CHUNK_BYTES;
          yield chunk.bytes.subarray(Math.max(0, start - offset), Math.min(chunk.bytes.length, end - offset + 1));
        }
      }
      return Readable.from(bytes());
    },

    async stat(key) {
      const row = await fileRow(key);
      return row ? { size: Number(row.size) } : null;
    },

    // Streamed through this process: the two keys may belong to different tenants, and each side's rows
    // are visible only in its own tenant's context.
    async copy(fromKey, toKey) {
      await store.write(toKey, await store.read(fromKey));
    },

    async delete(key) {
      const { tenantId } = ctx(key);
      await db.run({ tenantId, userId: null }, async (tx) => {
        const [old] = await selectRows<{ blob_id: string }>(
          tx,
          sql`delete from stored_files where tenant_id = ${tenantId} and key = ${key} returning blob_id`,
        );
        if (old) await tx.execute(sql`delete from stored_file_chunks where tenant_id = ${tenantId} and blob_id = ${old.blob_id}`);
      });
    },
  };
  return store;
}

/**
 * Deletes chunks no file points at that are older than `olderThanMs`: writes a crashed process never
 * finished. Start-up maintenance on the owner connection (it spans every tenant).
 */
export async function sweepOrphanChunks(db: Database, olderThanMs = 24 * 3_600_000): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db.owner,
    sql`with gone as (
          delete from stored_file_chunks c
          where c.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
            and not exists (select 1 from stored_files f where f.tenant_id = c.tenant_id and f.blob_id = c.blob_id)
          returning 1)
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
