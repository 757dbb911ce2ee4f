import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph a reader can follow: no circle among the modules of the three packages, and in
 * the client every import goes down its layers (client/README.md), so a piece
 * shared by the pages never depends on one of them.
 */
const root = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['client/src', 'server/src', 'shared/src'];

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The files of the repository a source imports by a relative path (packages by name are left out). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)];
  return found.map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), (m[1] ?? m[2])!)));
}

const files = PACKAGES.flatMap(sourcesUnder);
const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));

/** The client's layers, bottom first: a file may import from its own layer or one below. */
const CLIENT_LAYERS: readonly (readonly string[])[] = [
  ['tokenStorage.ts', 'errors.ts', 'errors.testing.ts', 'i18n/'],
  ['api.ts', 'trpc.ts'],
  ['pageData.ts', 'useSiteSettings.ts'],
  ['ui/'],
  ['auth/', 'offline/', 'editor/'],
  ['public/'],
  ['admin/'],
  ['router.tsx', 'App.tsx', 'main.tsx'],
];

function clientLayerOf(file: string): number {
  const inside = file.slice('client/src/'.length);
  const layer = CLIENT_LAYERS.findIndex((names) => names.some((name) => (name.endsWith('/') ? inside.startsWith(name) : inside === name || inside === name.replace(/\.tsx?$/, '.test.ts'))));
  return layer;
}

describe('the import graph', () => {
  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('has no circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('puts every client file in a layer', () => {
    expect(files.filter((file) => file.startsWith('client/src/') && clientLayerOf(file) < 0)).toEqual([]);
  });

  it('goes only down the client’s layers', () => {
    const upward = files
      .filter((file) => file.startsWith('client/src/'))
      .flatMap((file) =>
        (graph.get(file) ?? []).filter((target) => target.startsWith('client/src/') && clientLayerOf(target) > clientLayerOf(file)).map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });
});
