import type { Duplex } from 'node:stream';
import { exceljsDependency } from './exceljs-dependency.js';

/**
 * exceljs reads an .xlsx through unzipper's `Parse` stream, whose entries it takes one at a time
 * (pausing the stream while it handles each). unzipper emits 'end' by hand as soon as it has
 * consumed the last input byte, while entries it already parsed can still sit in the paused stream's
 * buffer; exceljs then stops at that 'end' and never sees them. With a busy CPU that dropped the
 * workbook's last entries (workbook.xml among them) about once in a thousand reads, and the upload
 * failed with "Cannot read properties of undefined (reading 'sheets')".
 *
 * The stream ends on its own once its buffer is drained (unzipper also pushes the end of the
 * entries), and a truncated archive still fails with unzipper's own error, so the early,
 * hand-made 'end' and 'close' are dropped.
 */

interface UnzipperModule {
  Parse(options?: object): Duplex;
}

const unzipper = exceljsDependency('unzipper') as UnzipperModule;
const originalParse = unzipper.Parse.bind(unzipper);

unzipper.Parse = (options?: object) => {
  const parse = originalParse(options);
  const emit = parse.emit.bind(parse);
  parse.emit = ((event: string | symbol, ...args: unknown[]) => {
    if ((event === 'end' || event === 'close') && !parse.readableEnded && !parse.destroyed) return false;
    return emit(event, ...args);
  }) as typeof parse.emit;
  return parse;
};
