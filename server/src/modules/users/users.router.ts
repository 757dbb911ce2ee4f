import { ROLES } from '@island/shared';
import { z } from 'zod';
import { roleProcedure, router } from '../../trpc/init.ts';

const superadminProcedure = roleProcedure('superadmin');

export const usersRouter = router({
  /** The role names the user screen's filter and form offer. */
  roles: superadminProcedure.output(z.array(z.enum(ROLES))).query(() => [...ROLES]),
});
