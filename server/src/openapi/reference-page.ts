/**
 * The `/api/docs` reference, written on the server from the OpenAPI document as plain HTML: every
 * path with its parameters, body and answers, readable without JavaScript and on a phone. A
 * renderer package would need a browser bundle of megabytes, `'unsafe-eval'` in the page's policy
 * and dozens of dependencies that ask for a newer Node; the document's shape is ours and small.
 */
type Json = Record<string, unknown>;

const MAX_DEPTH = 6;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The little Markdown the document's texts use: paragraphs, `code` and **strong**. */
function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function paragraphs(text: unknown): string {
  if (typeof text !== 'string' || text === '') return '';
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${inlineMarkdown(p)}</p>`)
    .join('');
}

function anchor(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '-');
}

class Renderer {
  constructor(private readonly doc: Json) {}

  private components(kind: 'schemas' | 'responses'): Record<string, Json> {
    const components = (this.doc.components ?? {}) as Record<string, Record<string, Json>>;
    return components[kind] ?? {};
  }

  /** `#/components/<kind>/<name>` → the named part, or undefined. */
  private resolve(ref: unknown): { name: string; value: Json } | undefined {
    if (typeof ref !== 'string') return undefined;
    const match = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref);
    if (!match) return undefined;
    const value = this.components(match[1] as 'schemas' | 'responses')[match[2]!];
    return value ? { name: match[2]!, value } : undefined;
  }

  /** A one-line summary of a schema's type: `string (1–255)`, `integer ≥ 1`, `array of object`, `"a" | "b"`. */
  typeOf(schema: Json, seen: ReadonlySet<string> = new Set()): string {
    const ref = this.resolve(schema.$ref);
    if (ref) return seen.has(ref.name) ? ref.name : this.typeOf(ref.value, new Set([...seen, ref.name]));
    if ('const' in schema) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
    const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (Array.isArray(choices)) return [...new Set(choices.map((c) => this.typeOf(c, seen)))].join(' or ');
    if (Array.isArray(schema.allOf)) return 'object';
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
    const described = types.map((type) => {
      if (type === 'array') return `array of ${schema.items ? this.typeOf(schema.items as Json, seen) : 'any'}`;
      return type;
    });
    const base = described.length > 0 ? described.join(' or ') : 'any';
    const bounds: string[] = [];
    if (typeof schema.format === 'string') bounds.push(schema.format);
    if (schema.minLength !== undefined || schema.maxLength !== undefined) bounds.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '…'} characters`);
    // zod writes an integer's safe range as its bounds; only bounds of our own say something.
    const said = (bound: unknown) => bound !== undefined && Math.abs(Number(bound)) !== Number.MAX_SAFE_INTEGER;
    if (said(schema.minimum)) bounds.push(`≥ ${String(schema.minimum)}`);
    if (schema.exclusiveMinimum !== undefined) bounds.push(`> ${String(schema.exclusiveMinimum)}`);
    if (said(schema.maximum)) bounds.push(`≤ ${String(schema.maximum)}`);
    if (schema.maxItems !== undefined) bounds.push(`at most ${String(schema.maxItems)} items`);
    return bounds.length > 0 ? `${base} (${bounds.join(', ')})` : base;
  }

  /** An object's properties (through refs, allOf, arrays and nullable choices), or undefined. */
  private propertiesOf(schema: Json, seen: ReadonlySet<string>): { properties: Record<string, Json>; required: string[]; seen: Set<string> } | undefined {
    const ref = this.resolve(schema.$ref);
    if (ref) return seen.has(ref.name) ? undefined : this.propertiesOf(ref.value, new Set([...seen, ref.name]));
    if (Array.isArray(schema.allOf)) {
      const parts = (schema.allOf as Json[]).map((part) => this.propertiesOf(part, seen)).filter((part) => part !== undefined);
      if (parts.length === 0) return undefined;
      return {
        properties: Object.assign({}, ...parts.map((p) => p.properties)) as Record<string, Json>,
        required: parts.flatMap((p) => p.required),
        seen: new Set(parts.flatMap((p) => [...p.seen])),
      };
    }
    const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (Array.isArray(choices)) {
      const objects = choices.map((c) => this.propertiesOf(c, seen)).filter((c) => c !== undefined);
      return objects.length === 1 ? objects[0] : undefined;
    }
    if (schema.items && typeof schema.items === 'object') return this.propertiesOf(schema.items as Json, seen);
    if (schema.properties && typeof schema.properties === 'object') {
      return { properties: schema.properties as Record<string, Json>, required: (schema.required as string[] | undefined) ?? [], seen: new Set(seen) };
    }
    return undefined;
  }

  /** A schema as a nested list of its fields: name, type, required, description. */
  fields(schema: Json, depth = 0, seen: ReadonlySet<string> = new Set()): string {
    const parts = depth < MAX_DEPTH ? this.propertiesOf(schema, seen) : undefined;
    if (!parts || Object.keys(parts.properties).length === 0) return '';
    const items = Object.entries(parts.properties).map(([name, field]) => {
      const required = parts.required.includes(name) ? ' <span class="required">required</span>' : '';
      const description = typeof field.description === 'string' ? ` — ${inlineMarkdown(field.description)}` : '';
      return `<li><code class="field">${escapeHtml(name)}</code> <span class="type">${escapeHtml(this.typeOf(field, parts.seen))}</span>${required}${description}${this.fields(field, depth + 1, parts.seen)}</li>`;
    });
    return `<ul class="fields">${items.join('')}</ul>`;
  }

  private parameters(parameters: Json[]): string {
    if (parameters.length === 0) return '';
    const rows = parameters.map((p) => {
      const schema = (p.schema ?? {}) as Json;
      return `<li><code class="field">${escapeHtml(String(p.name))}</code> <span class="where">${escapeHtml(String(p.in))}</span> <span class="type">${escapeHtml(this.typeOf(schema))}</span>${p.required ? ' <span class="required">required</span>' : ''}</li>`;
    });
    return `<h4>Parameters</h4><ul class="fields">${rows.join('')}</ul>`;
  }

  private body(requestBody: Json | undefined): string {
    if (!requestBody) return '';
    const content = (requestBody.content ?? {}) as Record<string, { schema?: Json }>;
    const [type, media] = Object.entries(content)[0] ?? [];
    if (!type || !media?.schema) return '';
    const fields = this.fields(media.schema);
    return `<h4>Body <span class="media">${escapeHtml(Object.keys(content).join(', '))}</span></h4>${fields || `<p class="type">${escapeHtml(this.typeOf(media.schema))}</p>`}`;
  }

  private answers(responses: Record<string, Json>): string {
    const items = Object.entries(responses).map(([status, answer]) => {
      const resolved = this.resolve(answer.$ref)?.value ?? answer;
      const content = (resolved.content ?? {}) as Record<string, { schema?: Json }>;
      const schema = Object.values(content)[0]?.schema;
      const success = status.startsWith('2');
      return `<li><span class="status status--${success ? 'ok' : 'error'}">${escapeHtml(status)}</span> ${inlineMarkdown(String(resolved.description ?? ''))}${success && schema ? this.fields(schema) : ''}</li>`;
    });
    return `<h4>Answers</h4><ul class="answers">${items.join('')}</ul>`;
  }

  operation(method: string, path: string, op: Json): string {
    const id = anchor(String(op.operationId ?? `${method}-${path}`));
    return `<article class="operation" id="${id}">
<h3><span class="method method--${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${paragraphs(op.description)}${this.parameters((op.parameters ?? []) as Json[])}${this.body(op.requestBody as Json | undefined)}${this.answers((op.responses ?? {}) as Record<string, Json>)}
</article>`;
  }
}

/** The whole page: title, introduction, a table of contents by tag, then every operation under its tag. */
export function referencePage(doc: Json): string {
  const renderer = new Renderer(doc);
  const info = (doc.info ?? {}) as Json;
  const byTag = new Map<string, string[]>();
  for (const tag of (doc.tags ?? []) as Json[]) byTag.set(String(tag.name), []);
  for (const [path, methods] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = String(((op.tags ?? []) as string[])[0] ?? 'other');
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(renderer.operation(method, path, op));
    }
  }
  const tags = [...byTag].filter(([, ops]) => ops.length > 0);
  const contents = tags.map(([tag, ops]) => `<li><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a> <span class="count">${ops.length}</span></li>`).join('');
  const sections = tags.map(([tag, ops]) => `<section id="tag-${anchor(tag)}" aria-labelledby="tag-${anchor(tag)}-title"><h2 id="tag-${anchor(tag)}-title">${escapeHtml(tag)}</h2>${ops.join('\n')}</section>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(String(info.title ?? 'REST API'))} reference</title>
<link rel="stylesheet" href="/api/docs/reference.css" />
</head>
<body>
<header class="intro">
<h1>${escapeHtml(String(info.title ?? 'REST API'))}</h1>
<p class="meta">Version ${escapeHtml(String(info.version ?? ''))} · OpenAPI ${escapeHtml(String(doc.openapi ?? ''))} · <a href="/api/openapi.json">openapi.json</a></p>
${paragraphs(info.description)}
</header>
<nav aria-label="Modules"><h2>Modules</h2><ul class="contents">${contents}</ul></nav>
<main>
${sections}
</main>
</body>
</html>
`;
}

/** The page's styles: readable at 360 px, long paths and types wrap instead of scrolling sideways. */
export const REFERENCE_CSS = `:root { color-scheme: light; --ink: #1d2b36; --muted: #5b6b78; --line: #d9e2e8; --accent: #0b6e80; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fbfcfd; overflow-wrap: anywhere; }
h1 { margin: 0.5rem 0; font-size: 1.75rem; }
h2 { margin: 2rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 2px solid var(--line); font-size: 1.35rem; }
h3 { margin: 0 0 0.5rem; font-size: 1.05rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
h4 { margin: 0.75rem 0 0.25rem; font-size: 0.95rem; color: var(--muted); }
a { color: var(--accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; background: #eef3f6; padding: 0 0.2em; border-radius: 3px; }
.meta, .count, .media, .where { color: var(--muted); font-size: 0.9rem; }
.contents { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
.contents a { display: inline-block; padding: 0.35rem 0; min-height: 44px; line-height: 2; }
.operation { margin: 1rem 0; padding: 0.75rem 1rem; background: #fff; border: 1px solid var(--line); border-radius: 8px; scroll-margin-top: 1rem; }
.operation p { margin: 0.25rem 0; }
.method { display: inline-block; min-width: 4.2rem; padding: 0.1rem 0.4rem; border-radius: 4px; color: #fff; font-size: 0.8rem; text-align: center; background: #4a5a66; }
.method--get { background: #0b6e80; } .method--post { background: #2f7d32; } .method--put { background: #8a5a00; } .method--patch { background: #6a4c93; } .method--delete { background: #b3261e; }
.fields, .answers { margin: 0.25rem 0; padding-left: 1.1rem; }
.fields li, .answers li { margin: 0.15rem 0; }
.type { color: #6a4c93; font-size: 0.9rem; }
.required { color: #b3261e; font-size: 0.8rem; }
.status { font-weight: 600; } .status--ok { color: #2f7d32; } .status--error { color: #b3261e; }
`;
