import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { idSchema } from './common.ts';
import { totpCodeSchema } from './auth.ts';
import { booleanInput } from './fields.ts';

/** Texts of two-step sign-in and sessions (Indonesian first, as the rest of the back-office). */
export const TWO_FACTOR_TEXTS = {
  title: 'Verifikasi Dua Langkah',
  setupStarted: 'Pindai kode QR lalu masukkan kode dari aplikasi',
  enabled: 'Verifikasi dua langkah aktif',
  disabled: 'Verifikasi dua langkah dinonaktifkan',
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif',
  notSetUp: 'Mulai penyiapan verifikasi dua langkah terlebih dahulu',
  notEnabled: 'Verifikasi dua langkah belum aktif',
  codeWrong: 'Kode verifikasi salah',
  codeOrRecoveryWrong: 'Kode verifikasi atau kode pemulihan salah',
  passwordRequired: 'Password wajib diisi',
  passwordWrong: 'Password salah',
  codeRequired: 'Kode verifikasi wajib diisi',
  policySaved: 'Kebijakan keamanan disimpan',
  policyNeedsOwn: 'Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu',
  policyLabel: 'Wajibkan verifikasi dua langkah untuk superadmin dan admin',
  sessionEnded: 'Sesi diakhiri',
  sessionsEnded: (count: number) => `${count} sesi diakhiri`,
  sessionNotFound: 'Sesi tidak ditemukan',
  loggedOut: 'Logout berhasil',
} as const;

const T = TWO_FACTOR_TEXTS;

/** The caller's two-step sign-in: on or not, whether staff must use it, recovery codes left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Superadmin and admin accounts must use it (the policy) and this account is one of them. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret, not yet on: shown as a QR code of `otpauthUrl` and as text. */
export const twoFactorSetupOutput = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupOutput>;

export const twoFactorEnableInput = z.object({ code: totpCodeSchema });
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableInput>;

/** Ten one-time codes, shown once. */
export const twoFactorEnableOutput = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning it off takes the password and a current code (or a recovery code). */
export const twoFactorDisableInput = z.object({
  password: z.string({ error: T.passwordRequired }).min(1, T.passwordRequired).max(LIMITS.passwordMax),
  code: z.string({ error: T.codeRequired }).trim().min(1, T.codeRequired).max(40, T.codeOrRecoveryWrong),
});
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInput>;

export const authPolicySchema = z.object({
  /** Superadmin and admin accounts must sign in in two steps. */
  requireTwoFactorForStaff: z.boolean(),
});
export type AuthPolicy = z.infer<typeof authPolicySchema>;
export const authPolicyInput = z.object({ requireTwoFactorForStaff: booleanInput(z.boolean()) });

/** One sign-in of the caller's, as GET /api/auth/sessions lists them. */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** A readable summary of the user agent: 'Chrome 120 · Windows'. */
  device: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made in. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionListOutput = z.object({ sessions: z.array(sessionSchema) });

export const sessionIdInput = z.object({ id: idSchema });
export const sessionsEndedOutput = z.object({ ended: z.number().int() });
