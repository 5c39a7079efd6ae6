import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock file
 * holds the owner's pid; a lock whose process is gone (kill -9) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'switchboard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another Switchboard process (pid ${owner}). ` +
            'Stop that process, or give this one its own DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
