import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSheet, streamingWorkbook } from '../src/platform/files/xlsx.js';
import { readXlsx } from '../src/modules/uploads/read-xlsx.js';

const ROWS = 60_000;
const PAGE = 500;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'xlsx-streaming-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A cell that compresses about as badly as real names and e-mails do not: what is held is then close to what is written. */
const noise = () => randomBytes(48).toString('base64');

/** Writes ROWS rows page by page as the exports and upload reports do; `written` counts them as they go. */
function writer() {
  const { workbook, stream, taken } = streamingWorkbook();
  const sheet = addSheet(workbook, 'Report', ['Row', 'Email', 'Result']);
  const progress = { written: 0 };
  const done = (async () => {
    for (let page = 0; page * PAGE < ROWS; page++) {
      for (let i = 0; i < PAGE; i++) {
        const n = page * PAGE + i + 1;
        sheet.addRow([n, `advisor.${n}@example.com`, noise()]).commit();
        progress.written++;
      }
      await taken(sheet);
    }
    sheet.commit();
    await workbook.commit();
  })();
  return { stream, progress, done };
}

describe('streaming workbooks', () => {
  it('stop writing while nobody reads the download, and finish a readable workbook once it is read', async () => {
    const { stream, progress, done } = writer();
    await sleep(400);
    // Without backpressure every row (about 8 MB of sheet XML) would already sit in memory.
    expect(progress.written).toBeLessThan(ROWS / 2);

    const chunks: Buffer[] = [];
    const ended = new Promise((resolve) => stream.once('end', resolve));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    await done;
    await ended;
    expect(progress.written).toBe(ROWS);

    const file = path.join(dir, 'report.xlsx');
    await writeFile(file, Buffer.concat(chunks));
    let rows = 0;
    let last: string[] = [];
    for await (const batch of readXlsx(file)) {
      rows += batch.length;
      last = batch[batch.length - 1]!.cells;
    }
    expect(rows).toBe(ROWS + 1);
    expect(last.slice(0, 2)).toEqual([String(ROWS), `advisor.${ROWS}@example.com`]);
  });

  it('stop the writer with an error when the download is closed', async () => {
    const { stream, progress, done } = writer();
    await sleep(200);
    stream.destroy();
    await expect(done).rejects.toThrow(/download was closed/);
    expect(progress.written).toBeLessThan(ROWS);
  });
});
