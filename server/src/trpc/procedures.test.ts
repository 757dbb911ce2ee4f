import { describe, expect, it } from 'vitest';
import type { Context } from './context.ts';
import { createCallerFactory } from './init.ts';
import { publicReadProcedure, router } from './procedures.ts';

// That every public read is a query is checked from the router by rest/rest-table.test.ts.
describe('public reads', () => {
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
