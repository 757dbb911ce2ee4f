import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './changes.ts';

describe('what an audit entry records of a change', () => {
  it('records a calendar day as the day, and an instant as an instant', () => {
    // node-postgres reads a `date` column as the server's local midnight.
    const day = new Date(2026, 11, 4);
    const instant = new Date('2026-11-26T10:05:00.000Z');
    const changes = diffSnapshots(undefined, { starts_on: day, booking_date: day, checked_in_at: instant });
    expect(changes).toEqual({ starts_on: { to: '2026-12-04' }, booking_date: { to: '2026-12-04' }, checked_in_at: { to: '2026-11-26T10:05:00.000Z' } });
  });

  it('keeps both sides of an edit deep in a long text from a little before where they part', () => {
    const opening = 'Pulau kecil di Selat Makassar. '.repeat(20);
    const before = `${opening}Perahu berangkat pukul tujuh dari dermaga.`;
    const after = `${opening}Perahu berangkat pukul delapan dari dermaga.`;
    const changes = diffSnapshots({ content: before }, { content: after })!;
    const { from, to } = changes.content as { from: string; to: string };
    expect(from.startsWith('…')).toBe(true);
    expect(from).toContain('pukul tujuh');
    expect(to).toContain('pukul delapan');
    expect(from).toMatch(/\(\d+ karakter\)$/);
    expect(from).not.toBe(to);
  });

  it('cuts a long text from its start when the edit is near the start, and keeps short texts whole', () => {
    const long = 'a'.repeat(500);
    const changes = diffSnapshots({ content: `b${long}`, title: 'Lama' }, { content: `c${long}`, title: 'Baru' })!;
    expect((changes.content as { from: string }).from.startsWith('b')).toBe(true);
    expect(changes.title).toEqual({ from: 'Lama', to: 'Baru' });
    expect(diffSnapshots(undefined, { content: long })!.content).toEqual({ to: `${'a'.repeat(200)}… (500 karakter)` });
  });
});
