#!/usr/bin/env node
// Front-end budget as a benchmark figure: gzipped JavaScript of the first load (sign-in + dashboard)
// against its 300 KB budget. The same check fails `npm test` when over (scripts/first-load-budget.mjs).
import { FIRST_LOAD_BUDGET_BYTES, firstLoad } from '../scripts/first-load-budget.mjs';
import { result } from './_server.mjs';

const { chunks, totalBytes } = firstLoad();
console.log(`${chunks.length} chunks: ${chunks.map((c) => `${c.file} ${(c.gzipBytes / 1000).toFixed(1)} KB`).join(', ')}`);
const kb = Number((totalBytes / 1000).toFixed(1));
result('first-load JavaScript (sign-in + dashboard, gzip)', kb, {
  target: `< ${FIRST_LOAD_BUDGET_BYTES / 1000} KB`,
  unit: 'KB',
  ratio: totalBytes / FIRST_LOAD_BUDGET_BYTES,
  ok: totalBytes <= FIRST_LOAD_BUDGET_BYTES,
});
