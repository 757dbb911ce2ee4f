import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ROLES } from '../roles.ts';

/** An empty field is no field (a form that sends every input). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A six-digit code from an authenticator app; spaces between the digits are fine. */
export const totpCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string({ error: 'Kode verifikasi wajib diisi' }).regex(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka'),
);

/** A recovery code as printed (`ABCD-EFGH-JKLM-NPQR`); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z.string().trim().min(1, 'Kode pemulihan wajib diisi').max(40, 'Kode pemulihan tidak valid');

/**
 * Sign-in: the `email` field may carry an e-mail address or a username (docs/product.md, Sign in). An
 * account with two-step sign-in also sends `totp` (the current code) or `recoveryCode`.
 */
export const loginInput = z.object({
  email: z.string().trim().min(1, 'Username atau email wajib diisi').max(LIMITS.emailMax),
  password: z.string().min(1, 'Password wajib diisi').max(LIMITS.passwordMax),
  totp: z.preprocess(blankToUndefined, totpCodeSchema.optional()),
  recoveryCode: z.preprocess(blankToUndefined, recoveryCodeSchema.optional()),
});
export type LoginInput = z.infer<typeof loginInput>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginOutput = z.object({ user: userSchema, token: z.string() });
export type LoginOutput = z.infer<typeof loginOutput>;
