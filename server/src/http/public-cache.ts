import crypto from 'node:crypto';
import zlib from 'node:zlib';

/** One stored public answer: the JSON text once, its compressed forms made on first demand. */
interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  tags: readonly string[];
  br?: Buffer;
  gzip?: Buffer;
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

  /** The current generation, to be handed back to `store`. */
  begin(): Generation {
    return this.generation;
  }

  get(key: string, encoding: Encoding): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Refresh its place in the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { body: this.encoded(entry, encoding), etag: entry.etag, headers: entry.headers, encoding };
  }

  /** Stores an answer unless one of its tags was invalidated since `since`; returns its ETag. */
  store(key: string, body: Buffer, headers: Record<string, string>, tags: readonly string[], since: Generation): string {
    const etag = etagOf(body);
    const changedSince = (tag: string) => (this.tagChanged.get(tag) ?? -1) > since;
    if (changedSince('*') || tags.some(changedSince)) return etag;
    this.remove(key);
    this.entries.set(key, { body, etag, headers, tags });
    this.bytes += body.length;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return etag;
  }

  /**
   * Drops every answer that shows one of the tags ('*': every answer) at once, then tells the
   * listeners (other instances); resolves when they have been told.
   */
  async invalidate(tags: readonly string[], { broadcast = true } = {}): Promise<void> {
    this.generation += 1;
    for (const tag of tags) this.tagChanged.set(tag, this.generation);
    const all = tags.includes('*');
    for (const [key, entry] of this.entries) {
      if (all || entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
    }
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
    if (encoding === 'br') {
      if (!entry.br) {
        entry.br = zlib.brotliCompressSync(entry.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
        });
        this.bytes += entry.br.length;
      }
      return entry.br;
    }
    if (encoding === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = zlib.gzipSync(entry.body, { level: 9 });
        this.bytes += entry.gzip.length;
      }
      return entry.gzip;
    }
    return entry.body;
  }
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
