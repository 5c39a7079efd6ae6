import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@switchboard/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/apigateway': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/v1': 'http://localhost:3000',
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
