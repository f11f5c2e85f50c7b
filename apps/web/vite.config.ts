import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: apiTarget, ws: true },
      '/v3.1': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry chunk, instead of being
          // split into small shared chunks (React, jsx-runtime, cn…) that each cost a request
          // before the first render; lazy pages import what they share with it from the entry.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
