import { router } from '../../trpc/init.ts';
import { profileProcedures } from './profile.procedures.ts';
import { sessionsProcedures } from './sessions.procedures.ts';
import { signInProcedures } from './sign-in.procedures.ts';
import { twoFactorProcedures } from './two-factor.procedures.ts';

/**
 * Signing in and what an account does with its own sign-in, one file per concern: signing in
 * and out, the profile, two-step sign-in, sessions. One router, so every procedure keeps its
 * `auth.` path and its REST path.
 */
export const authRouter = router({
  ...signInProcedures,
  ...profileProcedures,
  ...twoFactorProcedures,
  ...sessionsProcedures,
});
