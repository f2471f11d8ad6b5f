import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The API server's port; `npm run dev` at the root starts both and passes it on.
const serverTarget = `http://127.0.0.1:${process.env.GALLEY_SERVER_PORT ?? 3001}`;

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: serverTarget },
  '/healthz': { target: serverTarget },
  '/ws': { target: serverTarget, ws: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/ },
          ],
        },
      },
    },
  },
});
