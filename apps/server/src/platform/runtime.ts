import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, targetFromConfig } from './db/open-database.js';
import { assertRlsSafety } from './db/rls-safety.js';
import type { Database } from './db/database.js';
import type { EventBus } from './events/event-bus.js';
import { inProcessBus } from './events/in-process-bus.js';
import { postgresBus } from './events/postgres-bus.js';
import type { FileStore } from './files/file-store.js';
import { localFileStore } from './files/local-file-store.js';
import { migrateLocalFiles } from './files/migrate-local-files.js';
import { postgresFileStore, sweepOrphanChunks } from './files/postgres-file-store.js';

/** Connections of the file store's own pool (it is used while request transactions hold theirs). */
const FILE_POOL_SIZE = 4;

export interface Files {
  store: FileStore;
  close(): Promise<void>;
}

/**
 * Where uploaded files live (ADR 028): in PostgreSQL when DATABASE_URL is set, so every node serves them,
 * after moving in what this node's data folder still holds; otherwise the local folder DATA_DIR/files.
 */
export async function openFiles(config: Config, log: Logger): Promise<Files> {
  const folder = path.join(config.dataDir, 'files');
  if (!config.DATABASE_URL) return { store: localFileStore(folder), close: async () => undefined };
  const fileDb = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: FILE_POOL_SIZE }, log);
  try {
    const store = postgresFileStore(fileDb);
    const swept = await sweepOrphanChunks(fileDb);
    if (swept > 0) log.info({ chunks: swept }, 'removed chunks of file writes that never finished');
    await migrateLocalFiles(folder, store, log);
    return { store, close: () => fileDb.close() };
  } catch (error) {
    await fileDb.close();
    throw error;
  }
}

/** Opens and migrates the database, refuses an unsafe one, and picks the event bus for it. */
export async function openRuntime(config: Config, log: Logger): Promise<{ db: Database; bus: EventBus }> {
  const db = await openDatabase(targetFromConfig(config), log);
  try {
    await db.migrate();
    await assertRlsSafety(db);
    const bus = config.DATABASE_URL
      ? await postgresBus(config.DATABASE_URL, log)
      : inProcessBus((error) => log.error({ err: error }, 'event handler failed'));
    return { db, bus };
  } catch (error) {
    await db.close();
    throw error;
  }
}
