import { createReadStream } from 'node:fs';
import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { InvalidFileKeyError, keySegments, type FileStore } from './file-store.js';

/** Every regular file under `root`, as store keys (slash-separated relative paths). */
async function* keysUnder(root: string, prefix: string[] = []): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, ...prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) yield* keysUnder(root, [...prefix, entry.name]);
    else if (entry.isFile()) yield [...prefix, entry.name].join('/');
  }
}

/** Removes the now empty folders under root (deepest first), leaving root itself. */
async function removeEmptyFolders(root: string, prefix: string[] = []): Promise<void> {
  const entries = await readdir(path.join(root, ...prefix), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    await removeEmptyFolders(root, [...prefix, entry.name]);
    await rmdir(path.join(root, ...prefix, entry.name)).catch(() => undefined);
  }
}

/**
 * Moves the files a node kept in its data folder (`DATA_DIR/files`, from before the database held them)
 * into the shared store: each file is written under the same key, then removed locally. A key the store
 * already has is not written again (another node, or an earlier interrupted run, moved it), so running it
 * twice, or on two nodes with copies of the same folder, is harmless. Half-written temporary files
 * (`*.partial`), names that are no valid key and files the database refuses (their group is gone) are left
 * where they are, and logged.
 */
export async function migrateLocalFiles(root: string, store: FileStore, log: Logger): Promise<{ moved: number; skipped: number }> {
  let moved = 0;
  let skipped = 0;
  for await (const key of keysUnder(root)) {
    try {
      if (key.endsWith('.partial')) throw new InvalidFileKeyError(key);
      keySegments(key);
    } catch {
      skipped++;
      log.warn({ file: key }, 'local file not moved to the database: not a stored-file name');
      continue;
    }
    const local = path.join(root, ...key.split('/'));
    try {
      if (!(await store.stat(key))) await store.write(key, createReadStream(local));
    } catch (error) {
      // A group deleted since (its files orphaned) must not stop the start: keep the file, say so.
      skipped++;
      log.warn({ file: key, err: error }, 'local file not moved to the database');
      continue;
    }
    await rm(local, { force: true });
    moved++;
  }
  await removeEmptyFolders(root);
  if (moved > 0) log.info({ moved, skipped }, 'moved local files into the database');
  return { moved, skipped };
}
