import { describe, expect, it } from 'vitest';
import { tileImageSource } from './tile-source.ts';

describe('tileImageSource', () => {
  it('is the origin of the tile template', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png')).toBe('http://10.0.0.5:8080');
  });

  it('reads a {s} subdomain placeholder as any subdomain', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});
