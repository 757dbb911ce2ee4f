import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, which every path below is relative to. */
const root = path.resolve(import.meta.dirname, '..');

/** The TypeScript sources under a folder of the repository (with `withTests: false`, tests left out). */
export function sourcesUnder(dir: string, { withTests = true } = {}): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(file, { withTests });
    if (!/\.tsx?$/.test(entry.name)) return [];
    return withTests || !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The files of the repository a source imports by a relative path (packages by name are left out). */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)];
  return found.map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), (m[1] ?? m[2])!)));
}

/** Every circle of a graph (node → the nodes it leads to), each written `a → b → a`. */
export function circlesOf(graph: ReadonlyMap<string, Iterable<string>>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      circles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
      return;
    }
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of graph.keys()) visit(node, []);
  return circles;
}
