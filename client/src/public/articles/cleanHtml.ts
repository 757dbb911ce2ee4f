/**
 * The second pass over article HTML, just before it is rendered (docs/product.md, Articles): the server already
 * stored it through its allow-list; this keeps the same tags and attributes and drops the rest,
 * so a row that reached the database some other way still cannot run script here. It uses the
 * browser's own parser (no library in the public bundle).
 */
const ALLOWED: Record<string, readonly string[]> = {
  H2: [], H3: [], H4: [], P: [], BR: [], HR: [], UL: [], OL: [], LI: [], BLOCKQUOTE: [],
  STRONG: [], B: [], EM: [], I: [], U: [], S: [], CODE: [], PRE: [], FIGURE: [], FIGCAPTION: [],
  A: ['href', 'title', 'target', 'rel'],
  IMG: ['src', 'alt', 'title'],
};

/** Tags whose content goes with them; any other unknown tag is replaced by its children. */
const DROPPED_WHOLE = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'TEXTAREA', 'SELECT']);

function safeUrl(value: string, images: boolean): boolean {
  try {
    const url = new URL(value, window.location.origin);
    if (images) return url.protocol === 'http:' || url.protocol === 'https:';
    return ['http:', 'https:', 'mailto:'].includes(url.protocol);
  } catch {
    return false;
  }
}

function clean(node: Element): void {
  for (const child of [...node.children]) {
    const tag = child.tagName.toUpperCase();
    const allowed = ALLOWED[tag];
    if (!allowed) {
      if (DROPPED_WHOLE.has(tag)) child.remove();
      else {
        clean(child);
        child.replaceWith(...child.childNodes);
      }
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      const keep = allowed.includes(name) && (name !== 'href' && name !== 'src' ? true : safeUrl(attribute.value, name === 'src'));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (tag === 'A') child.setAttribute('rel', 'noopener noreferrer nofollow');
    if (tag === 'IMG') {
      child.setAttribute('loading', 'lazy');
      child.setAttribute('decoding', 'async');
    }
    clean(child);
  }
}

export function cleanArticleHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
