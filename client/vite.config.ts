import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root script runs Vite from the repository root, so every path is anchored to this file.
const clientDir = import.meta.dirname;
const apiTarget = 'http://localhost:3000';
// Libraries every page needs change less often than the app; a chunk of their own stays cached across releases.
// Listed by name so a library only the admin area uses never lands in what visitors download.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const DATA_VENDOR = /[\\/]node_modules[\\/](@tanstack[\\/](react-query|query-core)|@trpc)[\\/]/;

const proxy = {
  '/api': apiTarget,
  '/trpc': apiTarget,
  '/uploads': apiTarget,
};

export default defineConfig({
  root: clientDir,
  publicDir: path.join(clientDir, 'public'),
  plugins: [react()],
  build: {
    outDir: path.join(clientDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // Zod schemas are built at module level; calling z.* has no effect beyond the value it
      // returns, so a page that imports only a text or a helper from a shared module leaves the
      // schemas beside it, and zod with them, out of its chunk.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: REACT_VENDOR },
            { name: 'data-vendor', test: DATA_VENDOR },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
