import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orphanDocComments } from './doc-comments.ts';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['server/src', 'client/src', 'shared/src', 'scripts', 'e2e'];

/** The TypeScript sources the rule reads: tracked or new (not ignored) files of those folders. */
function sources(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && fs.existsSync(path.join(root, file)));
}

/** The kinds found in a snippet, as `line kind`. */
const orphansIn = (text: string, fileName?: string) => orphanDocComments(text, fileName).map((o) => `${o.line} ${o.kind}`);

describe('doc comments in the tree', () => {
  it('each sits right above what it documents', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      orphanDocComments(fs.readFileSync(path.join(root, file), 'utf8'), file).map((o) => `${file}:${o.line}: ${o.kind} (next: ${o.next})`),
    );
    expect(found).toEqual([]);
  });
});

describe('orphanDocComments', () => {
  describe('finds', () => {
    it('a blank line between the comment and its declaration', () => {
      expect(orphansIn("import x from 'x';\n\n/** The answer. */\n\nexport const answer = x;\n")).toEqual(['3 blank-line']);
    });

    it('two doc comments stacked, the first reported', () => {
      expect(orphansIn('/** Old words. */\n/** New words. */\nexport function f() {}\n')).toEqual(['1 stacked']);
      expect(orphansIn('const a = 1;\n/**\n * Old words.\n */\n/** New words. */\nexport function f() {}\n')).toEqual(['2 stacked']);
    });

    it('a comment at the end of the file', () => {
      expect(orphansIn('export const a = 1;\n/** Left behind. */\n')).toEqual(['2 end-of-file']);
      expect(orphansIn('export const a = 1;\n\n/** Left behind. */')).toEqual(['3 end-of-file']);
    });

    it('a comment above an import', () => {
      expect(orphansIn("import a from 'a';\n/** What b is. */\nimport b from 'b';\nexport const c = a + b;\n")).toEqual(['2 not-a-declaration']);
    });

    it('a comment above a closing brace', () => {
      expect(orphansIn('export function f() {\n  const a = 1;\n  /** Gone. */\n}\n')).toEqual(['3 not-a-declaration']);
      expect(orphansIn('export const o = {\n  a: 1,\n  /** Gone. */\n};\n')).toEqual(['3 not-a-declaration']);
    });

    it('a comment above a plain statement', () => {
      expect(orphansIn('export function f(a: number) {\n  /** Says why. */\n  if (a > 1) return a;\n  return 0;\n}\n')).toEqual(['2 not-a-declaration']);
      expect(orphansIn("/** Starts it. */\nmain().catch(() => process.exit(1));\nasync function main() {}\n")).toEqual(['1 not-a-declaration']);
      expect(orphansIn('const a = [\n  /** The first. */\n  1,\n];\nexport { a };\n')).toEqual(['2 not-a-declaration']);
    });

    it('a file header that is not the first thing in the file', () => {
      expect(orphansIn("import { it } from 'vitest';\n\n/** What these tests check. */\n\nit('works', () => {});\n")).toEqual(['3 blank-line']);
    });
  });

  describe('accepts', () => {
    const valid = (text: string, fileName?: string) => expect(orphansIn(text, fileName)).toEqual([]);

    it('a file header first in the file, a blank line after it', () => {
      valid("/**\n * What this module is for.\n */\n\nimport a from 'a';\nexport const b = a;\n");
      valid("#!/usr/bin/env node\n/** A command. */\n\nimport a from 'a';\nexport const b = a;\n");
    });

    it('declarations, exported or not', () => {
      valid(
        [
          '/** f */\nexport function f() {}',
          '/** g */\nexport async function g() {}',
          '/** h */\nfunction h() {}',
          '/** c */\nexport const c = 1;',
          '/** l */\nlet l = 1;',
          '/** I */\nexport interface I { a: string }',
          '/** T */\nexport type T = string;',
          '/** K */\nexport class K {}',
          '/** E */\nexport enum E { A }',
          '/** default */\nexport default function main() {}',
          "/** re-exported */\nexport { x } from './x.ts';",
          'export { f as z, h, l };',
        ].join('\n\n'),
      );
    });

    it('object properties, methods and shorthand', () => {
      valid('const a = 1;\nexport const o = {\n  /** x */\n  x: 1,\n  /** a */\n  a,\n  /** m */\n  m() {},\n  /** s */\n  "quoted-key": 2,\n};\n');
    });

    it('class members', () => {
      valid(
        'export class K {\n  /** p */\n  private p = 1;\n  /** make */\n  constructor() {}\n  /** get */\n  get v() { return this.p; }\n  /** run */\n  async run() {}\n  /** q */\n  static q = 2;\n}\n',
      );
    });

    it('members of interfaces and type literals, union members one per line, parameters', () => {
      valid('export interface I {\n  /** a */\n  a: string;\n  /** m */\n  m(): void;\n}\n');
      valid('export function f(options: {\n  /** a */\n  a?: boolean;\n}) {\n  return options;\n}\n');
      valid("export type Target =\n  /** pg */\n  | { kind: 'pg' }\n  /** lite */\n  | { kind: 'lite' };\n");
      valid('export function g(\n  /** the first */\n  a: number,\n) {\n  return a;\n}\n');
    });

    it('JSX attributes', () => {
      valid('export const v = (\n  <div\n    /** why hidden */\n    hidden\n  />\n);\n', 'view.tsx');
    });

    it('describe, it and test calls', () => {
      valid(
        "import { describe, it, test } from 'vitest';\n/** The suite. */\ndescribe('s', () => {\n  /** One case. */\n  it('a', () => {});\n  /** Each. */\n  it.each([1])('b %s', () => {});\n});\n/** Playwright's. */\ntest.describe('t', () => {});\n",
      );
    });

    it('a line comment between the comment and its declaration', () => {
      valid('/** Any. */\n// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport type Any = any;\n');
    });

    it('doc-like text that is no comment', () => {
      valid("export const s = '/** in a string */';\nexport const t = `/** in a template */`;\n");
      valid('export const v = <p>/** text */</p>;\n', 'view.tsx');
    });
  });
});
