import { describe, expect, it } from 'vitest';
import { circlesOf, importsOf, sourcesUnder } from './import-graph.ts';

/**
 * The import graph a reader can follow: no circle among the modules of the three packages, and in
 * the client every import goes down its layers (client/README.md), so a piece
 * shared by the pages never depends on one of them.
 */
const PACKAGES = ['client/src', 'server/src', 'shared/src'];

const files = PACKAGES.flatMap((dir) => sourcesUnder(dir));
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
    expect(circlesOf(graph)).toEqual([]);
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
