import { describe, expect, it } from 'vitest';
import { PROCEDURES } from '../app-router.ts';
import type { Context } from './context.ts';
import { createCallerFactory } from './init.ts';
import { publicReadProcedure, router } from './procedures.ts';

describe('public reads', () => {
  it('are all queries: a public read has no audit step, so a write cannot be built on it', () => {
    const reads = PROCEDURES.filter((p) => p.meta.publicRead === true);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((p) => p.type !== 'query').map((p) => p.path)).toEqual([]);
  });

  it('refuse to run when built as a mutation, before its body', async () => {
    let ran = false;
    const misbuilt = router({
      save: publicReadProcedure.mutation(() => {
        ran = true;
        return 'saved';
      }),
    });
    // The step refuses before it reads anything of the context.
    const caller = createCallerFactory(misbuilt)({} as Context);
    await expect(caller.save()).rejects.toThrow('save: a public read is a query');
    expect(ran).toBe(false);
  });
});
