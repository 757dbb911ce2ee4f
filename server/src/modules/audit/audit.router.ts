import { auditLastChangeInput, auditLastChangeOutput, auditListInput, auditListOutput, isSiteRunner } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, router, superadminProcedure } from '../../trpc/procedures.ts';
import { assertMayActOn } from '../../trpc/ownership.ts';
import { lastChange, listAudit, ownerOfRecord } from '../../audit/audit.repo.ts';

export const auditRouter = router({
  /** The trail, newest first; only a superadmin reads it. */
  list: superadminProcedure
    .meta(rest('GET', '/api/audit'))
    .input(auditListInput)
    .output(auditListOutput)
    .query(({ ctx, input }) => listAudit(ctx.db, input)),

  /**
   * Who last changed a record and when, for its edit dialog: those who run the site for every record, others for
   * the records they may edit themselves (403 otherwise).
   */
  lastChange: authedProcedure
    .input(auditLastChangeInput)
    .output(auditLastChangeOutput)
    .query(async ({ ctx, input }) => {
      if (!isSiteRunner(ctx.user.role)) assertMayActOn(ctx.user, await ownerOfRecord(ctx.db, input.entity, input.entityId));
      return lastChange(ctx.db, input.entity, input.entityId);
    }),
});
