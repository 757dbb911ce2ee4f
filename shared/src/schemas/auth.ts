import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ROLES } from '../roles.ts';

/** Sign-in: the `email` field may carry an e-mail address or a username (public-site.md §7). */
export const loginInput = z.object({
  email: z.string().trim().min(1, 'Username atau email wajib diisi').max(LIMITS.emailMax),
  password: z.string().min(1, 'Password wajib diisi').max(LIMITS.passwordMax),
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
