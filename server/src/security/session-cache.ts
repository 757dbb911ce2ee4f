import type { Database } from '../db/database.ts';
import { findLiveSession, type SignedIn, touchSession } from './sessions.repo.ts';
import type { TokenSession } from './tokens.ts';

/** How long a checked session is believed without asking the database again. */
const TRUSTED_MS = 10_000;
/** While other instances' changes may go unheard (their notices cannot reach us), at most this. */
const UNTRUSTED_MS = 1_000;
/** Last seen is written at most this often per session. */
const LAST_SEEN_EVERY_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  signedIn: SignedIn;
  sessionVersion: number;
  checkedAt: number;
  /** When this instance last wrote (or read) the session's last-seen time. */
  lastSeenAt: number;
}

/**
 * Sessions checked recently, so most authenticated requests cost no database round trip. Every
 * change that could alter a check's answer drops the entries it touches: at once in this instance
 * (the procedures that make the change call `forgetUser`/`forgetSession`), and in every instance
 * through the database's notices (session-broadcast.ts, fed by triggers on the tables). While
 * those notices may be missed (PostgreSQL, listener not connected) an entry lives one second at
 * most, so an ended session stops working within a second everywhere.
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped by every forget: a lookup that began before one is not stored. */
  private generation = 0;
  /** Whether every other writer's changes reach us (see session-broadcast.ts). */
  private heard: boolean;

  constructor(
    private readonly db: Database,
    { sharedDatabase }: { sharedDatabase: boolean },
  ) {
    // The embedded database has one process: every change is made here and forgotten here.
    this.heard = !sharedDatabase;
  }

  /** The live session a token names, from memory when fresh enough, else from the database. */
  async check(token: TokenSession): Promise<SignedIn | null> {
    const { sessionId } = token;
    if (sessionId === null) return null;
    const now = Date.now();
    const entry = this.entries.get(sessionId);
    const lifetime = this.heard ? TRUSTED_MS : UNTRUSTED_MS;
    if (entry && entry.sessionVersion === token.sessionVersion && entry.signedIn.user.id === token.userId && now - entry.checkedAt < lifetime) {
      await this.noteSeen(entry, now);
      return entry.signedIn;
    }
    const since = this.generation;
    const signedIn = await findLiveSession(this.db, token.userId, token.sessionVersion, sessionId);
    if (!signedIn) {
      this.entries.delete(sessionId);
      return null;
    }
    const fresh: Entry = { signedIn, sessionVersion: token.sessionVersion, checkedAt: now, lastSeenAt: signedIn.lastSeenAt.getTime() };
    if (since === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(sessionId, fresh);
    }
    await this.noteSeen(fresh, now);
    return signedIn;
  }

  /**
   * Writes last seen when a minute has passed since this instance last did (the write itself
   * also refuses within a minute of anyone's). A failed write costs the request nothing.
   */
  private async noteSeen(entry: Entry, now: number): Promise<void> {
    if (now - entry.lastSeenAt < LAST_SEEN_EVERY_MS) return;
    entry.lastSeenAt = now;
    await touchSession(this.db, entry.signedIn.sessionId).catch(() => {});
  }

  forgetSession(sessionId: number): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.signedIn.user.id === userId) this.entries.delete(id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes made by other processes are being heard (set by session-broadcast.ts). */
  setHeard(heard: boolean): void {
    // Either way, what was believed may have changed unheard in between.
    this.forgetAll();
    this.heard = heard;
  }
}
