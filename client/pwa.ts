import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable, offline-ready public site: the web manifest and the service worker
 * (client/sw/sw.ts). The precache holds what the public pages need to be read; the back-office,
 * and the forms that only work online (sign-in, contributions with their editor), are left out,
 * so a visitor on a weak signal downloads none of them and no admin screen opens from the cache.
 */
export function pwa(clientDir: string): Plugin[] {
  const left = new Set<string>();
  // Lazy modules whose chunks are kept: the map page and the map library.
  const kept = [path.join(clientDir, 'src', 'public', 'map') + path.sep, path.join(clientDir, 'src', 'public', 'pages', 'MapPage.tsx')];
  return [
    filesLeftOut((id) => kept.some((prefix) => id.startsWith(prefix)), left),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by main.tsx after the page has loaded, so it never competes with the first paint.
      injectRegister: false,
      scope: '/',
      // With the icons of the manifest, which the plugin adds itself.
      includeAssets: ['favicon.svg'],
      manifest: {
        id: '/',
        name: 'Wisata Pulau',
        short_name: 'Wisata Pulau',
        description: 'Destinasi, jadwal kapal, paket wisata dan budaya pulau — juga saat tanpa sinyal.',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fcf8f0',
        theme_color: '#0b4f5c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2}'],
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !left.has(entry.url)), warnings: [] })],
      },
    }),
  ];
}

/**
 * Collects the script and style files the precache leaves out: everything the entry does not
 * reach through static imports, or through lazy imports of modules that `keepLazy` accepts.
 */
function filesLeftOut(keepLazy: (moduleId: string) => boolean, into: Set<string>): Plugin {
  return {
    name: 'island:precache-left-out',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const reached = new Set<string>();
      const visit = (fileName: string) => {
        if (reached.has(fileName)) return;
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        reached.add(fileName);
        chunk.imports.forEach(visit);
        for (const lazy of chunk.dynamicImports) {
          const facade = chunks.get(lazy)?.facadeModuleId;
          if (facade && keepLazy(path.normalize(facade))) visit(lazy);
        }
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const publicCss = new Set([...reached].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]));
      into.clear();
      for (const chunk of chunks.values()) {
        if (reached.has(chunk.fileName)) continue;
        into.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!publicCss.has(css)) into.add(css);
      }
    },
  };
}
