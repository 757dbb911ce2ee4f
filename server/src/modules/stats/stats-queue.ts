import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { StatsEventsTable } from '../../db/types.ts';

export type StatsEventRow = Insertable<StatsEventsTable>;

/** Events are written at most this long after they arrive, or at once when this many wait. */
const STATS_FLUSH_MS = 1_000;
const STATS_BATCH = 100;
/** Beyond this many waiting (the database away), new events are dropped rather than held in memory. */
const MAX_WAITING = 10_000;

/**
 * Beacons kept in memory and written in one insert per second or per hundred, whichever comes
 * first, so a page view costs the database one row in a batch rather than a round trip of its own
 * while the public reads are being answered. A failed write puts its rows back for the next try.
 */
class StatsQueue {
  private rows: StatsEventRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(row: StatsEventRow): void {
    if (this.rows.length >= MAX_WAITING) return;
    this.rows.push(row);
    if (this.rows.length >= STATS_BATCH) void this.flush().catch(this.onError);
    else this.timer ??= setTimeout(() => void this.flush().catch(this.onError), STATS_FLUSH_MS).unref();
  }

  /** Writes what waits, after any write in flight (so close waits for every row). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const run = this.writing.then(async () => {
      if (this.rows.length === 0) return;
      const batch = this.rows;
      this.rows = [];
      try {
        await this.db.insertInto('stats_events').values(batch).execute();
      } catch (error) {
        this.rows = [...batch, ...this.rows].slice(0, MAX_WAITING);
        this.timer ??= setTimeout(() => void this.flush().catch(this.onError), STATS_FLUSH_MS * 5).unref();
        throw error;
      }
    });
    this.writing = run.catch(() => {});
    return run;
  }
}

const queues = new WeakMap<Database, StatsQueue>();

export function queueStatsEvent(db: Database, row: StatsEventRow, onError: (error: unknown) => void): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = new StatsQueue(db, onError);
    queues.set(db, queue);
  }
  queue.push(row);
}

/** Writes the waiting events; the app calls it before it closes its database, tests to read at once. */
export async function flushStatsEvents(db: Database): Promise<void> {
  await queues.get(db)?.flush();
}
