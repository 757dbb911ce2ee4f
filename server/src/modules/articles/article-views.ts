import type { Database } from '../../db/database.ts';
import { addArticleViews } from './articles.repo.ts';

/** How often counted views are written: at most this much counting is lost in a crash. */
const FLUSH_MS = 5_000;

/**
 * Views of the public detail, counted in memory and written in one statement every few
 * seconds, so a cached read does not become a database write per request. Each instance counts
 * its own visitors and adds them, so several instances add up correctly.
 */
class ViewCounter {
  private counts = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  count(id: number): void {
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush().catch(() => {}), FLUSH_MS).unref();
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counts.size === 0) return;
    const batch = this.counts;
    this.counts = new Map();
    try {
      await addArticleViews(this.db, batch);
    } catch (error) {
      // Put the batch back for the next try (an article deleted meanwhile simply matches no row).
      for (const [id, n] of batch) this.counts.set(id, (this.counts.get(id) ?? 0) + n);
      throw error;
    }
  }
}

const counters = new WeakMap<Database, ViewCounter>();

function counterFor(db: Database): ViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new ViewCounter(db);
    counters.set(db, counter);
  }
  return counter;
}

export function countArticleView(db: Database, id: number): void {
  counterFor(db).count(id);
}

/** Writes what has been counted; the app calls it before it closes its database. */
export async function flushArticleViews(db: Database): Promise<void> {
  await counters.get(db)?.flush();
}
