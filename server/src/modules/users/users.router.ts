import { ROLES } from '@island/shared';
import { z } from 'zod';
import { rest } from '../../rest/rest-facts.ts';
import { roleProcedure, router } from '../../trpc/init.ts';

const superadminProcedure = roleProcedure('superadmin');

export const usersRouter = router({
  /** The role names the user screen's filter and form offer. */
  roles: superadminProcedure
    .meta(rest('GET', '/api/users/roles'))
    .output(z.array(z.enum(ROLES))).query(() => [...ROLES]),
});
