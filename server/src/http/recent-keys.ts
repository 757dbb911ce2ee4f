/**
 * The keys met lately, to tell a key asked before from one asked for the first time (a cache's
 * doorkeeper). Two generations of at most `perGeneration` keys each: when the newer one fills,
 * the older is forgotten and the newer takes its place, so a key is remembered for between one
 * and two generations of other keys.
 *
 * Only a 53-bit fingerprint of each key is held, never the key: request addresses are chosen by
 * whoever sends them and may be kilobytes long, and the memory must stay bounded whatever they
 * send (some 16 bytes a key). Two keys sharing a fingerprint only make one of them count as met
 * before one asking early.
 */
export class RecentKeys {
  private newer = new Set<number>();
  private older = new Set<number>();

  constructor(private readonly perGeneration: number) {}

  /** Whether `key` was met before; it is remembered either way. */
  metBefore(key: string): boolean {
    const print = fingerprint(key);
    if (this.newer.has(print)) return true;
    const met = this.older.has(print);
    if (this.newer.size >= this.perGeneration) {
      this.older = this.newer;
      this.newer = new Set();
    }
    this.newer.add(print);
    return met;
  }
}

/** Two 32-bit FNV-1a style hashes of the text (different primes), joined into 53 bits. */
function fingerprint(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}
