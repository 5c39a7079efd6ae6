import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/columns.js';
import { tenants } from '../tenants/tables.js';

/** Raw bytes; the file store writes and reads them as base64 text the database decodes and encodes. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files kept in PostgreSQL, so every node serves them (ADR 028): announcement media, call
 * recordings. One row per file key; the bytes live in `stored_file_chunks` under the blob the row
 * points at, so a file is replaced by switching blobs in one transaction.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The file store key (`<tenantId>/<area>/<name>`). */
    key: text('key').notNull(),
    blobId: idColumn('blob_id').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * The bytes of a blob in fixed-size chunks (the last one shorter), numbered from 0. Chunks of a blob no
 * file points at are a write in progress, or one a crashed process left (swept after a day).
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    blobId: idColumn('blob_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.blobId, t.seq] })],
);
