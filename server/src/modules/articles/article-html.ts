import { storedNameOf } from '@island/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML comes from a rich-text editor. Before it is stored it passes this allow-list:
 * headings, paragraphs, lists, quotes, emphasis, links with safe schemes and pictures uploaded to
 * this server. Scripts, event handlers, styles, frames and every other tag or attribute go.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'a', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is the h1; a heading 1 in the body becomes a section heading.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
    // Pictures only from this server's uploads, kept as a path so they survive a change of host.
    img: (tagName, attribs) => {
      const name = attribs.src ? storedNameOf(attribs.src) : null;
      return { tagName, attribs: name ? { src: `/uploads/${name}`, alt: attribs.alt ?? '', ...(attribs.title ? { title: attribs.title } : {}) } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The readable text of (clean) HTML, spaces collapsed: for excerpts and the length rule. */
export function textOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The excerpt an article gets when its author leaves it empty: its first words, up to `max`. */
export function excerptOf(html: string, max = 200): string {
  const text = textOf(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
