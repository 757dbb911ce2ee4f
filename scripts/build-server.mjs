// Bundles the server's own code (server/src, shared/src, migrations/) into one ES module,
// server/dist/main.js, that plain `node` runs: no TypeScript loader at run time, which keeps a
// second JavaScript engine (the loader's thread) and the sources' compilation out of the
// process (docs/decisions/0002-bundled-server.md). Installed packages stay outside the bundle and load from
// node_modules as usual, native ones (sharp, argon2) and PGlite's WebAssembly included.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Bare imports are installed packages, except the workspace's own `@island/…` (TypeScript sources). */
const installedPackagesStayOutside = {
  name: 'installed-packages-stay-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@island/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Bundles `entry` (relative to the repository) into `server/dist/<name>.js`. Everything bundled
 * lives in server/dist, one level below server/ as server/src is, so `server/src/paths.ts` holds.
 */
export async function buildServer(entry = 'server/src/main.ts', name = 'main') {
  await build({
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    outdir: 'server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces name the sources when the server runs with --enable-source-maps.
    sourcemap: 'linked',
    plugins: [installedPackagesStayOutside],
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) {
  await buildServer();
  console.log('server bundled: server/dist/main.js');
}
