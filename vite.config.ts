import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./web', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    // .vite/manifest.json maps each source to its chunk and imports: bench/bundle-size.ts reads it.
    manifest: true,
  },
  server: {
    // `npm run dev`: the API and platform script come from the running server.
    proxy: {
      '/api': 'http://localhost:3000',
      '/payment/api': 'http://localhost:3000',
      '/.well-known/service/api': 'http://localhost:3000',
      '/__plugin__.js': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
