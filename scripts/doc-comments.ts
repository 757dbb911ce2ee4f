import ts from 'typescript';

/**
 * Where a doc comment (`/** … *\/`) no longer documents anything. Editors show a doc comment with
 * the declaration that follows it at once; one left behind by a move or an edit reads as if it
 * spoke of whatever now comes next, or of nothing:
 * - `blank-line`: a blank line between it and what follows (a file's first comment, followed by a
 *   blank line, is the file's header and is fine);
 * - `stacked`: another doc comment follows it;
 * - `end-of-file`: nothing follows it;
 * - `not-a-declaration`: what follows is not something a doc comment documents (an import, a
 *   closing brace, a plain statement).
 */
export type OrphanKind = 'blank-line' | 'stacked' | 'end-of-file' | 'not-a-declaration';

/** One orphaned doc comment: its 1-based line, the kind, and the start of the line after it. */
export interface Orphan {
  line: number;
  kind: OrphanKind;
  next: string;
}

/** What a doc comment may stand above (the outermost node that starts where the comment ends). */
const DOCUMENTED = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.EnumMember,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.ClassStaticBlockDeclaration,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.CallSignature,
  ts.SyntaxKind.IndexSignature,
  ts.SyntaxKind.Parameter,
  ts.SyntaxKind.JsxAttributes,
  ts.SyntaxKind.JsxAttribute,
  ts.SyntaxKind.JsxSpreadAttribute,
]);

/** Test and suite calls whose callback a doc comment may describe: `describe(…)`, `it.each(…)(…)`, `test.describe(…)`. */
const SUITE_CALLS = new Set(['describe', 'it', 'test', 'bench', 'suite']);

function calleeRoot(expression: ts.Expression): string | undefined {
  let node = expression;
  for (;;) {
    if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isIdentifier(node)) return node.text;
    else return undefined;
  }
}

function documents(node: ts.Node): boolean {
  if (DOCUMENTED.has(node.kind)) return true;
  // One member of a union written one per line, `| { kind: 'postgres'; … }`: the first member
  // starts the union itself, the others start at their `|`.
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) return true;
  if ((node.kind === ts.SyntaxKind.BarToken || node.kind === ts.SyntaxKind.AmpersandToken) && node.parent && (ts.isUnionTypeNode(node.parent) || ts.isIntersectionTypeNode(node.parent))) return true;
  // `export default function …` and `export default class …` are the declarations above; a plain
  // `export default <expression>` is an ExportAssignment. What a suite or test call is about.
  if (ts.isExpressionStatement(node) && ts.isCallExpression(node.expression)) {
    const root = calleeRoot(node.expression.expression);
    return root !== undefined && SUITE_CALLS.has(root);
  }
  return false;
}

/** The outermost node (or token) that starts at `pos`, not counting comments before it. */
function nodeStartingAt(source: ts.SourceFile, pos: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (found || pos < node.pos || pos >= node.end) return;
    if (node.getStart(source) === pos && node.kind !== ts.SyntaxKind.SyntaxList) {
      found = node;
      return;
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  for (const child of source.getChildren(source)) visit(child);
  return found;
}

/** Every comment of the file, in order, each once. */
function commentsOf(source: ts.SourceFile): ts.CommentRange[] {
  const text = source.text;
  const byPos = new Map<number, ts.CommentRange>();
  const collect = (pos: number) => {
    for (const range of ts.getLeadingCommentRanges(text, pos) ?? []) byPos.set(range.pos, range);
    for (const range of ts.getTrailingCommentRanges(text, pos) ?? []) byPos.set(range.pos, range);
  };
  // JSX text is not trivia, though the scanner reads it as such from the tag before it: a comment
  // among a tag's children sits in an expression (`{/* … */}`), a node of its own.
  const jsxTexts: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxTexts.push(node);
      return;
    }
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...byPos.values()]
    .filter((range) => !jsxTexts.some((jsx) => range.pos >= jsx.pos && range.pos < jsx.end))
    .sort((a, b) => a.pos - b.pos);
}

const isDoc = (text: string, range: ts.CommentRange) =>
  range.kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('/**', range.pos) && !text.startsWith('/**/', range.pos);

/** The orphaned doc comments of one source file (`fileName` decides TS or TSX). */
export function orphanDocComments(text: string, fileName = 'file.ts'): Orphan[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const comments = commentsOf(source);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const lineAt = (pos: number) => text.slice(text.lastIndexOf('\n', pos - 1) + 1, pos).trim() + text.slice(pos).split('\n', 1)[0]!.trim();
  const firstCode = text.startsWith('#!') ? text.indexOf('\n') + 1 : 0;
  const orphans: Orphan[] = [];

  comments.forEach((comment, i) => {
    if (!isDoc(text, comment)) return;
    const report = (orphanKind: OrphanKind, at: number) => orphans.push({ line: lineOf(comment.pos), kind: orphanKind, next: at < text.length ? lineAt(at).slice(0, 80) : '' });
    // What follows: line comments in between (an eslint directive) are passed over.
    let j = i + 1;
    let end = comment.end;
    while (j < comments.length && comments[j]!.kind === ts.SyntaxKind.SingleLineCommentTrivia && text.slice(end, comments[j]!.pos).trim() === '') {
      end = comments[j]!.end;
      j++;
    }
    const gap = /^\s*/.exec(text.slice(end))![0];
    const at = end + gap.length;
    const isFileHeader = text.slice(firstCode, comment.pos).trim() === '';
    if (at >= text.length) return report('end-of-file', at);
    if (/\n\s*\n/.test(gap) || /\n\s*\n/.test(text.slice(comment.end, end))) {
      if (!isFileHeader) report('blank-line', at);
      return;
    }
    const following = comments[j];
    if (following && following.pos === at) {
      if (isDoc(text, following)) report('stacked', at);
      // A block comment (not a doc comment) between a doc comment and its declaration is left alone.
      return;
    }
    const node = nodeStartingAt(source, at);
    if (!node || !documents(node)) report('not-a-declaration', at);
  });
  return orphans;
}
