import { describe, expect, it } from 'vitest';
import { PROCEDURES } from '../app-router.ts';
import { restTable } from './rest-door.ts';

describe('the REST table derived from procedure meta', () => {
  const rows = restTable();

  it('names each method and path once', () => {
    const keys = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /api/destinations');
    expect(keys).toContain('PUT /api/settings/category/:category');
  });

  it('answers GET with queries and other methods with mutations', () => {
    for (const row of rows) {
      expect(`${row.method} ${row.path} → ${row.procedure.type}`).toBe(
        `${row.method} ${row.path} → ${row.method === 'GET' ? 'query' : 'mutation'}`,
      );
    }
  });

  it('marks public reads only on queries, and every public read has a REST path', () => {
    const publicReads = PROCEDURES.filter((p) => p.meta.publicRead);
    expect(publicReads.length).toBeGreaterThan(10);
    for (const read of publicReads) {
      expect(read.type).toBe('query');
      expect(rows.some((row) => row.procedure.path === read.path)).toBe(true);
    }
  });
});
