import { describe, expect, it } from 'vitest';
import { RecentKeys } from './recent-keys.ts';

describe('recent keys', () => {
  it('tells a key met before from a new one, for one to two generations', () => {
    const keys = new RecentKeys(3);
    expect(keys.metBefore('/api/home')).toBe(false);
    expect(keys.metBefore('/api/home')).toBe(true);
    expect(keys.metBefore('/api/home?lang=en')).toBe(false);
    // Three more keys fill the generation: '/api/home' is now in the older one, still known.
    for (const key of ['a', 'b', 'c']) keys.metBefore(key);
    expect(keys.metBefore('/api/home')).toBe(true);
    // Two generations of other keys later it is forgotten.
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i', 'j']) keys.metBefore(key);
    expect(keys.metBefore('/api/home?lang=en')).toBe(false);
  });

  it('tells apart long keys that differ in one character', () => {
    const keys = new RecentKeys(100);
    const long = 'x'.repeat(8000);
    keys.metBefore(`/api/destinations?search=${long}a`);
    expect(keys.metBefore(`/api/destinations?search=${long}b`)).toBe(false);
    expect(keys.metBefore(`/api/destinations?search=${long}a`)).toBe(true);
  });
});
