import { describe, expect, it } from 'vitest';
import { keptOr } from '../db/kept-values.ts';
import { PublicCache } from './public-cache.ts';

describe('PublicCache.valuesFor: work a public read keeps whatever address asked it', () => {
  it('keeps a value under its tags until a write of one of them', async () => {
    const cache = new PublicCache();
    cache.valuesFor(['destinations', 'settings']).keep('map', { groups: [1, 2] });
    expect(cache.valuesFor(['destinations']).get('map')).toEqual({ groups: [1, 2] });
    await cache.invalidate(['articles']);
    expect(cache.valuesFor(['destinations']).get('map')).toEqual({ groups: [1, 2] });
    await cache.invalidate(['settings']);
    expect(cache.valuesFor(['destinations']).get('map')).toBeUndefined();
  });

  it('does not keep a value that a write of its tags came during', async () => {
    const cache = new PublicCache();
    const working = cache.valuesFor(['destinations']);
    await cache.invalidate(['destinations']);
    working.keep('map', 'stale');
    expect(cache.valuesFor(['destinations']).get('map')).toBeUndefined();
  });

  it('keeps at most 64, the least recently used going first', () => {
    const cache = new PublicCache();
    const keeper = cache.valuesFor(['destinations']);
    for (let i = 0; i < 64; i += 1) keeper.keep(`k${i}`, i);
    expect(keeper.get('k0')).toBe(0);
    keeper.keep('k64', 64);
    expect(keeper.get('k0')).toBe(0);
    expect(keeper.get('k1')).toBeUndefined();
    expect(keeper.get('k64')).toBe(64);
  });

  it('keptOr works a value out once while it is kept, and every time without a keeper', async () => {
    const cache = new PublicCache();
    let worked = 0;
    const work = async () => {
      worked += 1;
      return { n: worked };
    };
    expect(await keptOr(cache.valuesFor(['destinations']), 'k', work)).toEqual({ n: 1 });
    expect(await keptOr(cache.valuesFor(['destinations']), 'k', work)).toEqual({ n: 1 });
    await cache.invalidate(['destinations']);
    expect(await keptOr(cache.valuesFor(['destinations']), 'k', work)).toEqual({ n: 2 });
    expect(await keptOr(undefined, 'k', work)).toEqual({ n: 3 });
    expect(await keptOr(undefined, 'k', work)).toEqual({ n: 4 });
  });
});
