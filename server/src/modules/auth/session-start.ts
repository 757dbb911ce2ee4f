import type { Context } from '../../trpc/context.ts';
import { insertSession } from '../../security/sessions.repo.ts';

/** A session row for a sign-in, and the token that names it. */
export async function startSession(ctx: Context, userId: number, sessionVersion: number): Promise<string> {
  const sessionId = await insertSession(ctx.db, {
    userId,
    sessionVersion,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    expiresAt: new Date(Date.now() + ctx.tokens.lifetimeMs),
  });
  return ctx.tokens.sign(userId, sessionVersion, sessionId);
}

/** The current session's id; null for a caller without one (a server-side caller in a test). */
export async function currentSessionId(ctx: Context): Promise<number | null> {
  return (await ctx.getSession())?.sessionId ?? null;
}
