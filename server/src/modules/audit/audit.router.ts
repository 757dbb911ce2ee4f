import { auditLastChangeInput, auditLastChangeOutput, auditListInput, auditListOutput } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, roleProcedure, router } from '../../trpc/init.ts';
import { assertMayActOn, isStaff } from '../../trpc/ownership.ts';
import { lastChange, listAudit, ownerOfRecord } from '../../audit/audit.repo.ts';

export const auditRouter = router({
  /** The trail, newest first; only a superadmin reads it. */
  list: roleProcedure('superadmin')
    .meta(rest('GET', '/api/audit'))
    .input(auditListInput)
    .output(auditListOutput)
    .query(({ ctx, input }) => listAudit(ctx.db, input)),

  /**
   * Who last changed a record and when, for its edit dialog: staff for every record, others for
   * the records they may edit themselves (403 otherwise).
   */
  lastChange: authedProcedure
    .input(auditLastChangeInput)
    .output(auditLastChangeOutput)
    .query(async ({ ctx, input }) => {
      if (!isStaff(ctx.user)) assertMayActOn(ctx.user, await ownerOfRecord(ctx.db, input.entity, input.entityId));
      return lastChange(ctx.db, input.entity, input.entityId);
    }),
});
