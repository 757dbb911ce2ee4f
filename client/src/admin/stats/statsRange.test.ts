import { describe, expect, it } from 'vitest';
import { presetStart, rangeDays, rangeProblem } from './statsRange.ts';

describe('the statistics range', () => {
  it('starts a quick range so that it holds today and the days before', () => {
    expect(presetStart(30, '2026-11-26')).toBe('2026-10-28');
    expect(rangeDays({ from: presetStart(7, '2026-03-02'), to: '2026-03-02' })).toBe(7);
  });

  it('explains a range that cannot be asked for, and accepts one without an end', () => {
    expect(rangeProblem({ from: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('Tanggal awal harus sebelum tanggal akhir.');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-11-30' })).toMatch(/paling panjang/);
    expect(rangeProblem({ to: '2026-11-30' })).toBe('Isi tanggal awal dan akhir.');
    expect(rangeProblem({ from: '2026-02-30' })).toBe('Isi tanggal awal dan akhir.');
  });
});
