import { createRequire } from 'node:module';

/**
 * A module exactly as exceljs itself requires it (resolved from exceljs, not a dependency of ours), so a
 * fix applied to it is the one exceljs runs: its `tmp` files (exceljs-scratch.ts) and its unzipper stream
 * (exceljs-zip-end.ts).
 */
export const exceljsDependency = createRequire(createRequire(import.meta.url).resolve('exceljs'));
