import {
  type TeamMember,
  TEAM_TEXTS,
  teamMemberIdInput,
  teamMemberInput,
  teamMemberSchema,
  teamMemberUpdateInput,
} from '@island/shared';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { deleteTeamMember, insertTeamMember, listTeamMembers, toWireTeamMember, updateTeamMember } from './team.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

const T = TEAM_TEXTS;
const missing = () => notFound(T.notFound);

/** The contact page's team list; staff keep it in Settings beside the facilities. */
export const teamRouter = router({
  list: publicReadProcedure
    .meta(rest('GET', '/api/settings/team'))
    .output(z.array(teamMemberSchema))
    .query(async ({ ctx }) => (await listTeamMembers(ctx.db)).map((row) => toWireTeamMember(row, ctx.baseUrl))),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/settings/team', { status: 201, message: (m: TeamMember) => T.created(m.name) }))
    .input(teamMemberInput)
    .output(teamMemberSchema)
    .meta(audited('team_members'))
    .mutation(async ({ ctx, input }) => toWireTeamMember(await insertTeamMember(ctx.db, input), ctx.baseUrl)),

  /** The form's fields; a photo left out keeps the stored one, null removes it. */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/settings/team/:id', { message: (m: TeamMember) => T.updated(m.name) }))
    .input(teamMemberUpdateInput)
    .output(teamMemberSchema)
    .meta(audited('team_members'))
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateTeamMember(ctx.db, id, values);
      if (!row) throw missing();
      return toWireTeamMember(row, ctx.baseUrl);
    }),

  remove: siteRunnerProcedure
    .meta(rest('DELETE', '/api/settings/team/:id', { message: (m: TeamMember) => T.deleted(m.name) }))
    .input(teamMemberIdInput)
    .output(teamMemberSchema)
    .meta(audited('team_members'))
    .mutation(async ({ ctx, input }) => {
      const row = await deleteTeamMember(ctx.db, input.id);
      if (!row) throw missing();
      return toWireTeamMember(row, ctx.baseUrl);
    }),
});
