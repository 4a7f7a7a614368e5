import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Chunks (issue 15; docs/decisions/0026-front-end-loading.md): everything the entry imports statically is one file
 * (the shell and the landing page); the code that screens share is grouped by the set of screens that use it, small
 * groups merged into a neighbour, so a screen fetches a few files instead of dozens of tiny ones on a slow link,
 * and still nothing the landing page does not use.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // the shared groups are named after every screen that uses them: a short name instead
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: /./,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 6000,
            },
          ],
        },
      },
    },
  },
});
