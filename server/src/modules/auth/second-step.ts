import type { Context } from '../../trpc/context.ts';
import { recoveryCodeHash, totpStep } from '../../security/totp.ts';
import { claimStep, useRecoveryCode } from './two-factor.repo.ts';

/** Secrets are sealed for their account: a value moved to another row does not open. */
export const secretContext = (userId: number) => `user:${userId}`;

/** The account's TOTP secret in the clear, or null (none, or sealed with another key). */
export function openSecret(ctx: Context, userId: number, sealed: string): string | null {
  const secret = ctx.secretBox.open(sealed, secretContext(userId));
  if (secret === null) ctx.log.error({ userId }, 'two-step secret cannot be opened (TWO_FACTOR_KEY changed?)');
  return secret;
}

/** Whether a current code (once) or an unused recovery code (once) proves the second step. */
export async function secondStepPasses(ctx: Context, userId: number, sealed: string, proof: { totp?: string; recoveryCode?: string }): Promise<boolean> {
  if (proof.totp !== undefined) {
    const secret = openSecret(ctx, userId, sealed);
    const step = secret === null ? null : totpStep(secret, proof.totp);
    return step !== null && (await claimStep(ctx.db, userId, step));
  }
  if (proof.recoveryCode !== undefined) return useRecoveryCode(ctx.db, userId, recoveryCodeHash(proof.recoveryCode));
  return false;
}
