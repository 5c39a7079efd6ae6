import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type * as NodeFs from 'node:fs';
import type * as WorkerThreads from 'node:worker_threads';
import type * as SheetJs from '@e965/xlsx';
import { UPLOAD_LIMITS } from '@switchboard/contracts';
import { SheetRefusal, type SheetRow } from './sheet-row.js';

type WorkerMessage =
  { type: 'rows'; rows: [number, string[], number[]][] } | { type: 'done'; sheets: number } | { type: 'error'; message: string };

/**
 * Runs inside the worker (stringified, so it must not use anything from this module's scope).
 * SheetJS reads the whole legacy workbook; the first sheet's rows go back in batches.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
function xlsWorkerMain(): void {
  const { parentPort, workerData } = require('node:worker_threads') as typeof WorkerThreads;
  const { readFileSync } = require('node:fs') as typeof NodeFs;
  const { path, modulePath, maxRows } = workerData as { path: string; modulePath: string; maxRows: number };
  const XLSX = require(modulePath) as typeof SheetJs;
  // No helper functions in here: bundlers may wrap named functions with helpers the worker lacks.
  const port = parentPort!;
  try {
    const workbook = XLSX.read(readFileSync(path), {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: true,
      cellDates: true,
      sheetRows: maxRows + 2,
    });
    const name = workbook.SheetNames[0];
    if (name === undefined) {
      port.postMessage({ type: 'done', sheets: 0 });
      return;
    }
    const sheet = workbook.Sheets[name] as { '!data'?: ({ t: string; v?: unknown; w?: string; z?: string } | undefined)[][] } | undefined;
    const data = sheet?.['!data'] ?? [];
    let batch: [number, string[], number[]][] = [];
    for (let r = 0; r < data.length; r++) {
      const row = data[r];
      if (!row) continue;
      const cells: string[] = [];
      const numeric: number[] = [];
      for (let c = 0; c < row.length; c++) {
        const cell = row[c];
        if (!cell || cell.v === undefined || cell.v === null) {
          cells.push('');
        } else if (cell.t === 's') {
          cells.push(String(cell.v));
        } else {
          numeric.push(c);
          if (cell.v instanceof Date) cells.push(Number.isNaN(cell.v.getTime()) ? '' : cell.v.toISOString().slice(0, 10));
          else if (cell.t === 'e') cells.push(cell.w ?? '#ERROR');
          else if (cell.t === 'b') cells.push(cell.v ? 'TRUE' : 'FALSE');
          // As the sheet shows it (its number format applied), as read-xlsx does; 13+ digits in full.
          else if (cell.t === 'n' && cell.z && cell.z !== 'General' && cell.w !== undefined && Math.abs(Number(cell.v)) < 1e12)
            cells.push(cell.w);
          else cells.push(String(cell.v));
        }
      }
      batch.push([r + 1, cells, numeric]);
      if (batch.length >= 2000) {
        port.postMessage({ type: 'rows', rows: batch });
        batch = [];
      }
    }
    if (batch.length > 0) port.postMessage({ type: 'rows', rows: batch });
    port.postMessage({ type: 'done', sheets: workbook.SheetNames.length });
  } catch (error) {
    port.postMessage({ type: 'error', message: String((error as Error)?.message ?? error) });
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

const XLSX_MODULE = createRequire(import.meta.url).resolve('@e965/xlsx');

export interface XlsLimits {
  timeoutMs: number;
  maxHeapMb: number;
  maxRows: number;
}

/**
 * Reads a legacy .xls in a worker thread with a heap limit (resourceLimits) and a time limit:
 * a hostile or pathological file can exhaust only the worker, which is then terminated.
 */
export async function* readXls(
  path: string,
  limits: XlsLimits = {
    timeoutMs: UPLOAD_LIMITS.xlsWorkerTimeoutMs,
    maxHeapMb: UPLOAD_LIMITS.xlsWorkerMaxHeapMb,
    maxRows: UPLOAD_LIMITS.maxUserRows,
  },
): AsyncGenerator<SheetRow[]> {
  const worker = new Worker(`(${xlsWorkerMain.toString()})()`, {
    eval: true,
    workerData: { path, modulePath: XLSX_MODULE, maxRows: limits.maxRows },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  const queue: WorkerMessage[] = [];
  let failure: SheetRefusal | null = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const timer = setTimeout(() => {
    failure = new SheetRefusal(
      'too_slow',
      `The .xls file took longer than ${Math.round(limits.timeoutMs / 1000)} s to read; save it as .xlsx and upload it again.`,
    );
    void worker.terminate();
    notify();
  }, limits.timeoutMs);
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    notify();
  });
  worker.on('error', (error: Error & { code?: string }) => {
    failure ??=
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new SheetRefusal(
            'unreadable',
            `The .xls file needs more than ${limits.maxHeapMb} MB to read; save it as .xlsx and upload it again.`,
          )
        : new SheetRefusal('unreadable', `The Excel file could not be read: ${error.message}`);
    notify();
  });
  worker.on('exit', () => {
    finished = true;
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message?.type === 'rows') {
        yield message.rows.map(([rowNo, cells, numeric]) =>
          numeric.length > 0 ? { rowNo, cells, numeric: new Set(numeric) } : { rowNo, cells },
        );
        continue;
      }
      if (message?.type === 'done') {
        if (message.sheets === 0) throw new SheetRefusal('no_sheets', 'No sheets found in the Excel file.');
        return;
      }
      if (message?.type === 'error') throw new SheetRefusal('unreadable', `The Excel file could not be read: ${message.message}`);
      if (failure) throw failure;
      if (finished) throw new SheetRefusal('unreadable', 'The Excel file could not be read.');
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    clearTimeout(timer);
    void worker.terminate();
  }
}
