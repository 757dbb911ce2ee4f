import { idInput, sessionIdInput, sessionListOutput, sessionsEndedOutput, TWO_FACTOR_TEXTS, USER_TEXTS } from '@island/shared';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, superadminProcedure } from '../../trpc/procedures.ts';
import { findUser } from '../users/users.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { describeDevice } from './device.ts';
import { endAllSessions, endSession, listLiveSessions } from '../../security/sessions.repo.ts';
import { currentSessionId } from './session-start.ts';

const T2 = TWO_FACTOR_TEXTS;

/** Sessions: the caller's own, seen and ended one by one; a superadmin ends all of an account's. */
export const sessionsProcedures = {
  /** The caller's live sessions, newest first, with the one this request came in marked. */
  sessions: authedProcedure
    .meta({ beforeTwoFactor: true })
    .meta(rest('GET', '/api/auth/sessions'))
    .output(sessionListOutput)
    .query(async ({ ctx }) => {
      const current = await currentSessionId(ctx);
      const rows = await listLiveSessions(ctx.db, ctx.user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.user_agent),
          userAgent: row.user_agent,
          ip: row.ip,
          signedInAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
          current: row.id === current,
        })),
      };
    }),

  /** Ends one of the caller's sessions at once (its token answers 401 from then on). */
  endSession: authedProcedure
    .meta({ beforeTwoFactor: true })
    .meta(rest('DELETE', '/api/auth/sessions/:id', { message: T2.sessionEnded }))
    .input(sessionIdInput)
    .output(sessionsEndedOutput)
    .meta(audited('users', { id: 'self', action: 'session-end' }))
    .mutation(async ({ ctx, input }) => {
      const ended = await endSession(ctx.db, ctx.user.id, input.id);
      ctx.sessions.forgetSession(input.id);
      if (!ended) throw notFound(T2.sessionNotFound);
      return { ended: 1 };
    }),

  /** A superadmin ends every session of an account (a lost laptop, a clerk who left). */
  endUserSessions: superadminProcedure
    .meta(rest('DELETE', '/api/users/:id/sessions', { message: (data: { ended: number }) => T2.sessionsEnded(data.ended) }))
    .input(idInput)
    .output(sessionsEndedOutput)
    .meta(audited('users', { action: 'sessions-end' }))
    .mutation(async ({ ctx, input }) => {
      if (!(await findUser(ctx.db, input.id))) throw notFound(USER_TEXTS.notFound);
      const ended = await endAllSessions(ctx.db, input.id);
      ctx.sessions.forgetUser(input.id);
      return { ended };
    }),
};
