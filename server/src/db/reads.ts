/** What decides how reads are sent: a Kysely handle, the pool's or a transaction's. */
interface Handle {
  readonly isTransaction: boolean;
}

/**
 * Runs independent reads and answers their results in order, sending them the way the handle
 * allows. On the pool they go out together, each on a connection of its own, where waiting for
 * one while another runs is a real gain. On a transaction (an audited mutation hands its own as
 * `ctx.db`) they run one after another: a transaction is one connection, on which pg 8 only
 * queues a query sent before the previous one answered (with a warning) and pg 9 refuses it.
 * Kysely's transaction handle happens to wait its turn today as well; this does not rely on it,
 * and says at the call what really happens. A repo function passes whatever handle it was given
 * and never needs to know where it is called from.
 *
 * Each read is a function, so that nothing is sent before this decides: `readTogether(db,
 * [() => findA(db), () => countB(db)])`.
 */
export async function readTogether<R extends unknown[]>(db: Handle, reads: [...{ [K in keyof R]: () => Promise<R[K]> }]): Promise<R> {
  const list = reads as readonly (() => Promise<unknown>)[];
  if (!db.isTransaction) return (await Promise.all(list.map((read) => read()))) as R;
  const results: unknown[] = [];
  for (const read of list) results.push(await read());
  return results as R;
}
