import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../client/dist');

/** Strings that exist only in admin screens; none may reach what a visitor downloads first. */
const ADMIN_ONLY = ['Manajemen Pengguna', 'Toggle sidebar', 'Articles Management'];

describe('the public bundle', () => {
  it('keeps admin code out of the entry chunk and in lazy chunks of its own', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
    const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(entries.length).toBeGreaterThan(0);
    const eager = [...entries, ...preloads].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    for (const text of ADMIN_ONLY) expect(eager).not.toContain(text);

    const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const lazy = chunks.map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8')).join('\n');
    expect(lazy).toContain('Manajemen Pengguna');
  });
});
