import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { keySegments, type FileStore } from './file-store.js';

/**
 * The default file store: a folder (DATA_DIR/files), one sub-folder per tenant. Writes go to a
 * temporary name in the destination folder and are renamed into place once complete.
 */
export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => path.join(root, ...keySegments(key));
  const temporary = (target: string) => `${target}.${randomBytes(6).toString('hex')}.partial`;

  return {
    async write(key, source) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = temporary(target);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const sink = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(source, counter, sink);
        await rename(partial, target);
      } catch (error) {
        // A refused source can fail the pipeline before the sink has even opened its file: wait for
        // the sink to close, or the removal below runs first and the open leaves a stray file.
        if (!sink.closed) await new Promise<void>((settled) => sink.once('close', () => settled()));
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async read(key, range) {
      const file = resolve(key);
      await stat(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {}) as Readable;
    },
    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      const target = resolve(toKey);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = temporary(target);
      try {
        await copyFile(resolve(fromKey), partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
