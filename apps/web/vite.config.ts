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
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The announcement editor (Tiptap/ProseMirror) loads only on the authoring screens.
          if (/node_modules\/(@tiptap|@mantine\/tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname|crelt)/.test(id))
            return 'editor';
          if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)\//.test(id))
            return 'react';
          if (
            /node_modules\/(@mantine|@floating-ui|react-transition-group|react-remove-scroll|react-number-format|react-textarea-autosize|tslib|use-|get-nonce|detect-node-es|dayjs)/.test(
              id,
            )
          )
            return 'mantine';
          if (id.includes('node_modules/zod/')) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});
