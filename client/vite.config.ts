import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root script runs Vite from the repository root, so every path is anchored to this file.
const clientDir = import.meta.dirname;
const apiTarget = 'http://localhost:3000';
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
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
