import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Whoever clones the repository must be able to follow every reference a comment makes. The
 * product and house documents that shaped the project live outside it; the repository's own
 * account is docs/. So no tracked source names an outside document, and every docs/ file a
 * source names exists, with the section it names ("(docs/product.md, Roles)").
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|html)$|(^|\/)(Dockerfile|compose\.yaml|run)$/;
// A section sign (written as its escape, so this line does not match itself) is how the outside
// documents were cited ("back-office" and a number); the repository's own cite a heading.
const OUTSIDE = /\u00a7|DESIGN\.md|public-site\.md|back-office\.md|\bspec\/[\w-]+\.md/;

function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return files.split('\n').filter((file) => file && SOURCE.test(file) && fs.existsSync(path.join(root, file)));
}

/** The tracked Markdown pages: the README, docs/ and the folders' own. */
function markdownPages(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/') && fs.existsSync(path.join(root, file)));
}

function headingsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#+\s+(.+?)\s*$/gm)].map((m) => m[1]));
}

describe('references in the sources', () => {
  const files = trackedSources();

  it('looks at the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('name no document outside the repository, nor do the Markdown pages', () => {
    const found = [...files, ...markdownPages()].flatMap((file) =>
      fs.readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('name docs/ files and sections that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(/\bdocs\/([\w./-]+\.md)(?:, ([^):;\n]+))?/g)) {
        const doc = `docs/${m[1]}`;
        if (!fs.existsSync(path.join(root, doc))) broken.push(`${file}: ${doc}`);
        else if (m[2] && !headingsOf(doc).has(m[2].trim())) broken.push(`${file}: ${doc}, ${m[2].trim()}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the documentation', () => {
  it('links only to files that exist', () => {
    const pages = markdownPages();
    expect(pages).toContain('docs/README.md');
    const broken: string[] = [];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(root, page), 'utf8');
      for (const m of text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        if (!fs.existsSync(path.resolve(root, path.dirname(page), target))) broken.push(`${page}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
