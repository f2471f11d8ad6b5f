import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './vite-precompress.ts';

// The API server's port; `npm run dev` at the root starts both and passes it on.
const serverTarget = `http://127.0.0.1:${process.env.GALLEY_SERVER_PORT ?? 3001}`;

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: serverTarget },
  '/healthz': { target: serverTarget },
  '/ws': { target: serverTarget, ws: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page needs (bench/web-bundle.bench.ts reads it). The
    // server never serves it: @fastify/static skips dot-folders.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first page's code, whatever the page: what the entry imports statically ($initial) and
          // nothing else, in two chunks — libraries (which change less often, so they stay cached across
          // our deploys) and our own shell. The hand-made vendor groups this replaces put every module of
          // a library in one chunk, so the first visit downloaded (and index.html preloaded) Mantine
          // components and schemas only other pages use; left alone, Rolldown splits the shell into
          // dozens of small shared chunks that compress worse. Pages keep their own code, and what only
          // they import, in their lazy chunks.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
