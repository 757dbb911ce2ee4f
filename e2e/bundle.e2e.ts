import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

/** Strings that exist only in admin screens; none may reach what a visitor downloads first. */
const ADMIN_ONLY = ['Manajemen Pengguna', 'Toggle sidebar', 'Tambah Transportasi Baru', 'Tambah Destinasi Baru', 'Submit for Review'];

/** The rich-text editor's library (ProseMirror) is loaded only when a form that writes an article opens. */
const EDITOR_ONLY = ['ProseMirror', 'prosemirror'];

/**
 * What a first visit of `/` transfers before the home page can paint, as the running server
 * sends it to a browser that accepts brotli (bytes on the wire, not files compressed here).
 */
// 85.52 KB of JavaScript at the last measure (docs/performance.md, First visit), the English
// version's language layer, the tour package's route, English twins, the boats' crossing in both
// languages and the homestays' and payments' routes included; 68.6 KB and 74.9 KB when the budget
// was set (its Log, 2026-11-24). Raised from 85 KB to 85.25 KB, 85.4 KB, 85.5 KB and then 85.6 KB
// on 2026-11-29 (Log: the home page's facilities in English; the homestay and payment merges);
// the target is 100 KB.
const JS_BUDGET_BYTES = 85.6 * 1024;
const FIRST_VISIT_BUDGET_BYTES = 95 * 1024;

interface Sent {
  status: number;
  encoding: string | undefined;
  /** Bytes as they travelled. */
  wire: Buffer;
}

/** A GET through node:http, so compressed bodies arrive as sent (fetch would decode them). */
function get(path: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, baseUrl()), { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], wire: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
}

/** The same file decoded, to read what it asks for next. */
async function text(path: string): Promise<string> {
  const res = await fetch(new URL(path, baseUrl()));
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

async function firstVisit() {
  const html = await text('/');
  const scripts = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]!),
  ];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const fonts: string[] = [];
  for (const style of styles) {
    for (const m of (await text(style)).matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) fonts.push(new URL(m[1]!, new URL(style, baseUrl())).pathname);
  }
  return { html, scripts, styles, fonts };
}

describe('a first visit of the home page', () => {
  it('travels compressed: HTML, scripts and styles in brotli', async () => {
    const { scripts, styles } = await firstVisit();
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of ['/', ...scripts, ...styles]) {
      const sent = await get(path);
      expect(sent.status, path).toBe(200);
      expect(sent.encoding, path).toBe('br');
    }
  });

  it('stays within its budget of bytes sent, with no admin code', async () => {
    const { scripts, styles, fonts } = await firstVisit();
    const sizes = new Map<string, number>();
    for (const path of ['/', ...scripts, ...styles, ...fonts]) sizes.set(path, (await get(path)).wire.length);
    const js = scripts.reduce((sum, path) => sum + sizes.get(path)!, 0);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    console.log(`first visit of /: ${(js / 1024).toFixed(1)} KB of JavaScript, ${(total / 1024).toFixed(1)} KB in all (brotli, as sent)`);
    expect(js).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);

    const eager = (await Promise.all(scripts.map(text))).join('\n');
    for (const phrase of ADMIN_ONLY) expect(eager).not.toContain(phrase);
    for (const phrase of EDITOR_ONLY) expect(eager).not.toContain(phrase);
  });

  it('keeps admin code in lazy chunks of its own', async () => {
    const { scripts } = await firstVisit();
    // The admin layout is reached from the route table in the entry: follow the entry's imports.
    const entry = await text(scripts[0]!);
    const lazy = [...entry.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)].map((m) => `/assets/${m[1]}`);
    // One after another, as a browser follows them: not every chunk of the app at one instant.
    const chunks: string[] = [];
    for (const path of new Set(lazy)) chunks.push(await text(path));
    const all = chunks.join('\n');
    expect(ADMIN_ONLY.some((phrase) => all.includes(phrase))).toBe(true);
  });
});
