import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';

/** RLS probe rows for the file store's tables (ADR 028): a file and the one chunk of its blob. */
export const STORED_FILE_FIXTURES: Record<string, (db: Database, tenantId: string) => Promise<SQL>> = {
  stored_files: async (_db, tenantId) =>
    sql`insert into stored_files (tenant_id, key, blob_id, size) values (${tenantId}, ${`${tenantId}/probe/${newId()}`}, ${newId()}, 1)`,
  stored_file_chunks: async (_db, tenantId) =>
    sql`insert into stored_file_chunks (tenant_id, blob_id, seq, bytes) values (${tenantId}, ${newId()}, 0, '\\x00')`,
};
