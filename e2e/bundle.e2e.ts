import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../client/dist');

/** Strings that exist only in admin screens; none may reach what a visitor downloads first. */
const ADMIN_ONLY = ['Manajemen Pengguna', 'Toggle sidebar', 'Add New Transportation', 'Tambah Destinasi Baru'];

/** What a visitor's phone downloads before the first page can render, gzipped (DESIGN §7). */
const PUBLIC_BUDGET_GZIP_BYTES = 200 * 1024;

function eagerScripts(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...entries, ...preloads];
}

describe('the public bundle', () => {
  it('keeps admin code out of what loads first and in lazy chunks of its own', () => {
    const scripts = eagerScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const eager = scripts.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    for (const text of ADMIN_ONLY) expect(eager).not.toContain(text);

    const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const all = chunks.map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8')).join('\n');
    for (const text of ADMIN_ONLY) expect(all).toContain(text);
  });

  it('stays within its size budget', () => {
    const gzipped = eagerScripts().reduce(
      (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length,
      0,
    );
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(PUBLIC_BUDGET_GZIP_BYTES);
  });
});
