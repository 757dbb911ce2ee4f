import crypto from 'node:crypto';
import type { CountKeeper } from '../db/pagination.ts';
import type { ValueKeeper } from '../db/kept-values.ts';
import { COMPRESS_THRESHOLD_BYTES, compressBestBrotli, compressOnDemand } from './compression.ts';
import { RecentKeys } from './recent-keys.ts';

/** One stored public answer: the JSON text once, its compressed forms made on first demand. */
interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  tags: readonly string[];
  br?: Buffer;
  gzip?: Buffer;
  /** Times served; from the second on, the answer is worth brotli's best (see compression.ts). */
  served: number;
  /** Whether its brotli form has been (or is being) remade at the best quality. */
  bestBrotli?: 'queued' | 'done';
}

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  encoding: Encoding;
}

/** Reads since a generation number may be stored only if none of their tags changed meanwhile. */
export type Generation = number;

const MAX_ENTRIES = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Lists' counts kept at most (a number and its tags each: a search term typed once is one more). */
const MAX_COUNTS = 5000;
/**
 * Values worked out from the database for a public read whatever its address (the map's marks
 * of the whole island, per kind), kept at most: a handful of reads use them, each a few kinds.
 */
const MAX_VALUES = 64;
/** Answers waiting for their best compression at most; more are left as they are until asked again. */
const MAX_QUEUED_UPGRADES = 32;
/**
 * Request addresses remembered as asked, per generation (RecentKeys, a fingerprint of each: some
 * 320 KB at most): ten times the answers kept, so an address asked again within a busy hour is
 * recognised.
 */
const ADDRESSES_PER_GENERATION = 10_000;

/** A count or a value kept for public reads, with the tags whose writes drop it. */
interface Kept<T> {
  value: T;
  tags: readonly string[];
}

/** A request making an answer that others wait for (single flight). */
interface Flight {
  done: Promise<void>;
  land: () => void;
  /** Requests waiting for it: an answer a crowd asked for is worth keeping at once. */
  followers: number;
}

/**
 * Public read answers kept in memory, already serialised, with their ETag and compressed forms,
 * so a repeated visitor read touches neither the database nor the serialiser nor the compressor.
 * Entries carry tags (the modules whose data they show); a write invalidates its tags. A read
 * that began before a write of one of its tags is not stored, so a slow read cannot put back
 * what a write has just invalidated. Least recently used entries go first when full.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped on every invalidation; a tag's value is the generation of its last invalidation. */
  private generation = 0;
  private readonly tagChanged = new Map<string, Generation>();
  private readonly listeners: ((tags: readonly string[]) => Promise<void>)[] = [];
  private readonly flights = new Map<string, Flight>();
  /** How many rows a public list's filter matches, by its count statement, under the list's tags. */
  private readonly counts = new Map<string, Kept<number>>();
  /** What `valuesFor` keeps, by the reader's key, under the read's tags. */
  private readonly values = new Map<string, Kept<unknown>>();
  /** Best-quality compressions run one after another, so they never take both cores. */
  private upgrades: Promise<void> = Promise.resolve();
  private queuedUpgrades = 0;
  /** Request addresses answered lately, so an answer is kept only from its second asking. */
  private readonly asked = new RecentKeys(ADDRESSES_PER_GENERATION);

  /**
   * `shownTags`: every tag a kept answer can carry (the app's public reads' tags). A write of
   * tags none of them names (a sign-in, a contact message) drops nothing and tells no other
   * instance; without it, every invalidation is taken as it comes.
   */
  constructor(private readonly options: { shownTags?: ReadonlySet<string> } = {}) {}

  /** The current generation, to be handed back to `store`. */
  begin(): Generation {
    return this.generation;
  }

  /**
   * The answer in the encoding asked for, compressed on first demand (once per encoding); a
   * body too small to be worth it comes as it is (`encoding` says which was given).
   */
  get(key: string, encoding: Encoding): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Refresh its place in the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.served += 1;
    const given = entry.body.length < COMPRESS_THRESHOLD_BYTES ? 'identity' : encoding;
    const body = this.encoded(entry, given);
    if (given === 'br' && entry.served >= 2) this.upgradeLater(key, entry);
    return { body, etag: entry.etag, headers: entry.headers, encoding: given };
  }

  /**
   * Single flight: the first request that misses a key takes the lead (null: make the answer,
   * then `land(key)`); the others get a promise that settles when it has landed, and read the
   * cache again. So a crowd arriving after a write costs one query and one compression.
   */
  join(key: string): Promise<void> | null {
    const flight = this.flights.get(key);
    if (flight) {
      flight.followers += 1;
      return flight.done;
    }
    let land = () => {};
    const done = new Promise<void>((resolve) => {
      land = resolve;
    });
    this.flights.set(key, { done, land, followers: 0 });
    return null;
  }

  /** The lead of `key` is done (answer stored or not); its followers go on. */
  land(key: string): void {
    const flight = this.flights.get(key);
    if (!flight) return;
    this.flights.delete(key);
    flight.land();
  }

  /** Whether a write of one of `tags` (or of everything) came after generation `since`. */
  private changedSince(tags: readonly string[], since: Generation): boolean {
    const changed = (tag: string) => (this.tagChanged.get(tag) ?? -1) > since;
    return changed('*') || tags.some(changed);
  }

  /** Stores an answer unless one of its tags was invalidated since `since`; returns its ETag. */
  store(key: string, body: Buffer, headers: Record<string, string>, tags: readonly string[], since: Generation): string {
    const { shownTags } = this.options;
    const unknown = shownTags && tags.find((tag) => tag !== '*' && !shownTags.has(tag));
    // A tag no public read names would never be dropped by its writes: a mistake in the code.
    if (unknown) throw new Error(`cache tag "${unknown}" of ${key} is not a public read's tag`);
    const etag = etagOf(body);
    if (this.changedSince(tags, since)) return etag;
    this.remove(key);
    this.entries.set(key, { body, etag, headers, tags, served: 0 });
    this.bytes += body.length;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return etag;
  }

  /**
   * The answer made for a request address, in the encoding asked for, and kept (as `store`) only
   * if that address was asked before or others are waiting for it. Most addresses asked once are
   * never asked again (a search term typed once, a tracking parameter): keeping them would push
   * out the answers visitors do ask again, and every answer kept for a while is copied into the
   * collector's old generation to be swept later, which cost a tenth of an uncached read's CPU.
   * An address asked again, or asked by a crowd at once, is kept as before.
   */
  answerFor(
    key: string,
    body: Buffer,
    headers: Record<string, string>,
    tags: readonly string[],
    since: Generation,
    encoding: Encoding,
  ): { etag: string; answer: CachedAnswer } {
    const worthKeeping = this.asked.metBefore(key) || (this.flights.get(key)?.followers ?? 0) > 0;
    const etag = worthKeeping ? this.store(key, body, headers, tags, since) : etagOf(body);
    // Not kept also when a write of its tags came while it was made (store declines it).
    const kept = worthKeeping ? this.get(key, encoding) : undefined;
    return { etag, answer: kept ?? answerOnce(body, etag, headers, encoding) };
  }

  /**
   * The counts of one public read's lists (db/pagination.ts): a page of a filter whose count is
   * known runs without counting again. Kept under the read's tags by the answers' own rules:
   * dropped by a write of one of them, and not kept if such a write came while it was counted.
   * So a nonce, a tracking parameter or the next page of the same filter costs the page alone.
   */
  countsFor(tags: readonly string[]): CountKeeper {
    return this.keeperIn(this.counts, MAX_COUNTS, tags);
  }

  /**
   * Values a public read works out from the database the same way whatever address asked it
   * (a nonce, a tracking parameter): kept under the read's tags by the answers' own rules, as
   * the counts are. For what costs far more than its answer's other parts.
   */
  valuesFor(tags: readonly string[]): ValueKeeper {
    return this.keeperIn(this.values, MAX_VALUES, tags);
  }

  /** Gets and keeps in `store` (least recently used first out past `max`) under `tags`, from this generation on. */
  private keeperIn<T>(store: Map<string, Kept<T>>, max: number, tags: readonly string[]): { get(key: string): T | undefined; keep(key: string, value: T): void } {
    const since = this.generation;
    return {
      get: (key) => {
        const kept = store.get(key);
        if (!kept) return undefined;
        store.delete(key);
        store.set(key, kept);
        return kept.value;
      },
      keep: (key, value) => {
        if (this.changedSince(tags, since)) return;
        store.delete(key);
        store.set(key, { value, tags });
        if (store.size > max) store.delete(store.keys().next().value!);
      },
    };
  }

  /**
   * Drops every answer that shows one of the written tags ('*': every answer) at once, then
   * tells the listeners (other instances); resolves when they have been told. Tags no kept
   * answer can carry are left out; when none is left, nothing happens (no notice either).
   */
  async invalidate(written: readonly string[], { broadcast = true } = {}): Promise<void> {
    const { shownTags } = this.options;
    const tags = shownTags ? written.filter((tag) => tag === '*' || shownTags.has(tag)) : written;
    if (tags.length === 0) return;
    this.generation += 1;
    for (const tag of tags) this.tagChanged.set(tag, this.generation);
    const all = tags.includes('*');
    const shows = (shown: readonly string[]) => all || shown.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) {
      if (shows(entry.tags)) this.remove(key);
    }
    for (const [key, kept] of this.counts) {
      if (shows(kept.tags)) this.counts.delete(key);
    }
    for (const [key, kept] of this.values) {
      if (shows(kept.tags)) this.values.delete(key);
    }
    // eslint-disable-next-line no-restricted-syntax -- listeners tell other instances; cache-broadcast sends its NOTIFYs one at a time
    if (broadcast) await Promise.all(this.listeners.map((listener) => listener(tags)));
  }

  /** Called after each local invalidation (to tell other instances). */
  onInvalidate(listener: (tags: readonly string[]) => Promise<void>): void {
    this.listeners.push(listener);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
    this.entries.delete(key);
  }

  private encoded(entry: Entry, encoding: Encoding): Buffer {
    if (encoding === 'identity') return entry.body;
    let bytes = entry[encoding];
    if (!bytes) {
      bytes = compressOnDemand(entry.body, encoding);
      entry[encoding] = bytes;
      this.bytes += bytes.length;
    }
    return bytes;
  }

  /**
   * An answer asked again is kept in brotli's best quality from then on: made once, in the
   * background, and swapped in if the entry is still the same (not dropped by a write).
   */
  private upgradeLater(key: string, entry: Entry) {
    if (entry.bestBrotli || this.queuedUpgrades >= MAX_QUEUED_UPGRADES) return;
    entry.bestBrotli = 'queued';
    this.queuedUpgrades += 1;
    this.upgrades = this.upgrades.then(async () => {
      this.queuedUpgrades -= 1;
      if (this.entries.get(key) !== entry) return;
      try {
        const best = await compressBestBrotli(entry.body);
        if (this.entries.get(key) !== entry || !entry.br || best.length >= entry.br.length) return;
        this.bytes += best.length - entry.br.length;
        entry.br = best;
      } catch {
        // The quick form stays; it is as correct, only larger.
      } finally {
        entry.bestBrotli = 'done';
      }
    });
  }
}

/** An answer that is not kept, compressed as an answer made on demand is. */
function answerOnce(body: Buffer, etag: string, headers: Record<string, string>, encoding: Encoding): CachedAnswer {
  if (encoding === 'identity' || body.length < COMPRESS_THRESHOLD_BYTES) return { body, etag, headers, encoding: 'identity' };
  return { body: compressOnDemand(body, encoding), etag, headers, encoding };
}

export function etagOf(body: Buffer | string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** The best encoding a request accepts, by our preference: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
