import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa.ts';

// The root script runs Vite from the repository root, so every path is anchored to this file.
const clientDir = import.meta.dirname;
const apiTarget = 'http://localhost:3000';
// Libraries every page needs change less often than the app; a chunk of their own stays cached across releases.
// Listed by name so a library only the admin area uses never lands in what visitors download.
const REACT_VENDOR = /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const DATA_VENDOR = /[\\/]node_modules[\\/](@tanstack[\\/](react-query|query-core)|@trpc)[\\/]/;
// The app's own modules that the first page needs and later pages share (texts, formats, the
// sign-in token, errors): one chunk, where left alone they came as four, each compressed on its
// own. Named file by file, so nothing only a later page needs is sent first.
const FIRST_VISIT_SHARED = /[\\/](shared[\\/]src[\\/](limits|texts|errors|format|locale-paths|i18n[\\/]id|schemas[\\/](facility|testimonial|home|product|contact|team|article|booking|boat-board)-texts)|client[\\/]src[\\/](errors|tokenStorage|trpc|i18n[\\/](i18n|paths|language)))\.tsx?$/;

/**
 * Zod schemas are built at module level; building one has no effect beyond the value it returns.
 * Marked so, a page that imports only a text or a helper from a shared module leaves the schemas
 * beside it, and zod with them, out of its chunks. Only shared/'s own `z` is renamed and marked:
 * a bare `z` would also match one-letter functions of minified libraries and drop their calls.
 */
const PURE_ZOD = 'zodPure';
const sharedSources = /[\\/]shared[\\/]src[\\/].*\.ts$/;
const markZodPure: Plugin = {
  name: 'mark-zod-pure',
  enforce: 'post',
  transform(code, id) {
    if (!sharedSources.test(id) || !code.includes("from 'zod'") && !code.includes('from "zod"')) return null;
    return code.replace(/import\s*\{\s*z\s*\}\s*from\s*(['"])zod\1/, `import { z as ${PURE_ZOD} } from 'zod'`).replace(/(?<![\w$.])z\./g, `${PURE_ZOD}.`);
  },
};

const proxy = {
  '/api': apiTarget,
  '/trpc': apiTarget,
  '/uploads': apiTarget,
};

/**
 * In the production build Preact's compat layer stands in for React: the chunk with the router
 * and the view library goes from 85 KB to 33 KB (brotli), half of what a first visit of `/` needed.
 * The whole browser suite runs against this build. The dev server keeps React, for fast refresh.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig(({ command }) => ({
  root: clientDir,
  publicDir: path.join(clientDir, 'public'),
  plugins: [react(), markZodPure, pwa(clientDir)],
  resolve: { alias: command === 'build' ? PREACT_FOR_REACT : [] },
  build: {
    outDir: path.join(clientDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: [PURE_ZOD],
        // tRPC's client declares no `sideEffects`, so one module-level statement of its WebSocket
        // link (a counter set on a class) kept that whole link in every visitor's first download,
        // though the site speaks to the server over HTTP only. Its modules define and export,
        // nothing more.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }],
      },
      // React Router reads React.useOptimistic and falls back when it is undefined, as it is under
      // Preact's compat in production (docs/decisions/0006-preact-in-production.md): a build that
      // warned about it on every start read as a failure to a newcomer. Every other warning shows.
      onLog(level, log, handler) {
        const expected = log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic') && log.message.includes('preact/compat');
        if (!expected) handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: REACT_VENDOR },
            { name: 'data-vendor', test: DATA_VENDOR },
            { name: 'language', test: FIRST_VISIT_SHARED },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
}));
