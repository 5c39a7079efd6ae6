import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@switchboard/contracts/audio': fileURLToPath(new URL('./packages/contracts/src/audio.ts', import.meta.url)),
  '@switchboard/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)),
  '@switchboard/roleplay-engine': fileURLToPath(new URL('./packages/roleplay-engine/src/index.ts', import.meta.url)),
  '@switchboard/widget-layout': fileURLToPath(new URL('./packages/widget-layout/src/index.ts', import.meta.url)),
};

/**
 * Projects: `unit` (pure logic, no I/O), `integration` (the server in-process on a real
 * database: PGlite by default, PostgreSQL with TEST_DB=postgres), `web` (components in jsdom)
 * and `e2e` (a real server driven through Debian Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          // PostgreSQL-only components (LISTEN/NOTIFY bus) are tested in the PostgreSQL run.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['apps/server/test/postgres/**'],
          // Some tests spawn the compiled server (dist/main.js): it is brought up to date once per run.
          globalSetup: ['apps/server/test/support/build-server.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          // Starts the built server on a fresh database and one shared Chromium (scripts/e2e.mjs builds first).
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // One server and one browser for the whole run; journeys run one file at a time.
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
