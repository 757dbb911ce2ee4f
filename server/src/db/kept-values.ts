/**
 * What a public read keeps of its own work between requests (PublicCache.valuesFor): a value
 * worked out from the database, dropped by any write of the read's tags. `get` answers
 * undefined when nothing is kept; the reader then works it out and `keep`s it.
 */
export interface ValueKeeper {
  get(key: string): unknown;
  keep(key: string, value: unknown): void;
}

/** The value kept under `key`, or `work`'s, which is then kept; without a keeper, `work`'s. */
export async function keptOr<T>(keeper: ValueKeeper | undefined, key: string, work: () => Promise<T>): Promise<T> {
  const kept = keeper?.get(key);
  if (kept !== undefined) return kept as T;
  const value = await work();
  keeper?.keep(key, value);
  return value;
}
