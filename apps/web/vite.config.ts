import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The audio helpers alone (no zod): the capture worklet bundles them into its own small file.
      '@switchboard/contracts/audio': fileURLToPath(new URL('../../packages/contracts/src/audio.ts', import.meta.url)),
      '@switchboard/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      '@switchboard/widget-layout': fileURLToPath(new URL('../../packages/widget-layout/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/apigateway': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/v1': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for error reporting but not referenced from the bundles, and the server never serves them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunk graph, read by the first-load budget check (scripts/first-load-budget.mjs).
    manifest: true,
    rollupOptions: {
      output: {
        // Only React is forced into a chunk of its own. Everything else Rollup places by use, so a library that
        // only a lazy area needs (the announcement editor, date pickers, carousels, the sanitiser) stays out of
        // the first load. (A forced group also pulls in its unassigned dependencies: an editor group took
        // half of Mantine with it into the first load.)
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // React and the router: every page needs them and they change least often, so they stay cached.
          if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)\//.test(id))
            return 'react';
          return undefined;
        },
      },
    },
  },
});
