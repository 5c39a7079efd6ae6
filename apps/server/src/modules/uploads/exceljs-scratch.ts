import { AsyncLocalStorage } from 'node:async_hooks';
import { exceljsDependency } from './exceljs-dependency.js';

/**
 * exceljs's streaming reader copies a worksheet it meets before the shared strings (the order
 * exceljs itself writes) to a temporary file from the `tmp` package in os.tmpdir(), holding its
 * descriptor open, and releases both only once that sheet was read to its end. The upload reads only
 * the first sheet and stops early on a refusal, so every such .xlsx left an open, growing temporary
 * file behind until the process exited — up to the whole inflated sheet, per upload.
 *
 * While an upload's workbook is read (`withScratch`), those files go into the upload's own private
 * folder (removed with it), and every one of them is closed and deleted when the reading stops.
 */

type Cleanup = (next?: () => void) => void;
type FileCallback = (error: Error | null, name: string, fd: number, cleanup: Cleanup) => void;
interface TmpModule {
  file(...args: unknown[]): unknown;
}

interface Scratch {
  dir: string;
  /** Each temporary file's removal, and whether exceljs (or we) already ran it. */
  files: { cleanup: Cleanup; done: boolean }[];
}

const current = new AsyncLocalStorage<Scratch>();
const tmp = exceljsDependency('tmp') as TmpModule;
const originalFile = tmp.file.bind(tmp);
tmp.file = (...args: unknown[]) => {
  const scratch = current.getStore();
  const callback = args[0];
  if (!scratch || args.length !== 1 || typeof callback !== 'function') return originalFile(...args);
  return originalFile({ tmpdir: scratch.dir }, ((error, name, fd, cleanup) => {
    if (error) return (callback as FileCallback)(error, name, fd, cleanup);
    const file = { cleanup, done: false };
    scratch.files.push(file);
    (callback as FileCallback)(error, name, fd, (next) => {
      file.done = true;
      cleanup(next);
    });
  }) satisfies FileCallback);
};

/** An async iterable whose every step runs with exceljs's temporary files kept in `dir`. */
export function withScratch<T>(dir: string, source: AsyncIterable<T>): { rows: AsyncIterable<T>; release(): Promise<void> } {
  const scratch: Scratch = { dir, files: [] };
  const iterator = source[Symbol.asyncIterator]();
  const rows: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: () => current.run(scratch, () => iterator.next()),
      return: (value?: unknown) =>
        current.run(scratch, () => iterator.return?.(value) ?? Promise.resolve({ done: true as const, value: undefined })),
    }),
  };
  // Closes and deletes what exceljs left (tmp's removal is the one that also closes the descriptor).
  const release = async () => {
    const left = scratch.files.splice(0).filter((file) => !file.done);
    await Promise.all(
      left.map((file) => {
        file.done = true;
        return new Promise<void>((settled) => file.cleanup(() => settled()));
      }),
    );
  };
  return { rows, release };
}
