#!/usr/bin/env node
// Front-end budget (issue 11): the JavaScript a browser downloads to sign in and see the dashboard — the
// entry chunk and every chunk it imports statically, gzipped — must stay under 300 KB (300,000 bytes).
// Areas beyond the dashboard (practice, voice, history, announcements, administration, the store) load
// with their routes and are not counted. Reads the production build's manifest (apps/web/dist/.vite),
// building the web app first when there is none. Exit 1 when over budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_BYTES = 300_000;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

/** The first load's chunks with their gzipped sizes, from the production build. */
export function firstLoad() {
  if (!existsSync(manifestFile)) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@switchboard/web'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  entries.forEach(visit);
  const chunks = [...seen].map((key) => {
    const file = manifest[key].file;
    return { file, gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length };
  });
  return { chunks, totalBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chunks, totalBytes } = firstLoad();
  for (const c of chunks.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`${(c.gzipBytes / 1000).toFixed(1).padStart(8)} KB  ${c.file}`);
  const ok = totalBytes <= FIRST_LOAD_BUDGET_BYTES;
  console.log(
    `first load (sign-in + dashboard): ${(totalBytes / 1000).toFixed(1)} KB of JavaScript gzipped; budget ${FIRST_LOAD_BUDGET_BYTES / 1000} KB — ${ok ? 'within' : 'OVER'} (${((100 * totalBytes) / FIRST_LOAD_BUDGET_BYTES).toFixed(0)}%)`,
  );
  process.exit(ok ? 0 : 1);
}
