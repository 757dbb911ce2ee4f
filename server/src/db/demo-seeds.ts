import type { DemoSeed } from './seed.ts';

/** Every module's demo content, in the order it must be written. Add a module's seed here. */
export const demoSeeds: DemoSeed[] = [];
