/**
 * The keys met lately, to tell a key asked before from one asked for the first time (a cache's
 * doorkeeper). Two generations of at most `perGeneration` keys each: when the newer one fills,
 * the older is forgotten and the newer takes its place, so memory stays bounded and a key is
 * remembered for between one and two generations of other keys.
 */
export class RecentKeys {
  private newer = new Set<string>();
  private older = new Set<string>();

  constructor(private readonly perGeneration: number) {}

  /** Whether `key` was met before; it is remembered either way. */
  metBefore(key: string): boolean {
    if (this.newer.has(key)) return true;
    const met = this.older.has(key);
    if (this.newer.size >= this.perGeneration) {
      this.older = this.newer;
      this.newer = new Set();
    }
    this.newer.add(key);
    return met;
  }
}
