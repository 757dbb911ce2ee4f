import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ROLES } from '../roles.ts';
import { userSchema } from './auth.ts';
import { optionalFilter, paginationSchema } from './common.ts';
import { booleanInput, listFields, recordIdInput } from './fields.ts';

export const USER_TEXTS = {
  title: 'Manajemen Pengguna',
  empty: 'No users found',
  loadFailed: 'Failed to load users',
  rolesFailed: 'Failed to load roles',
  deleteFailed: 'Failed to delete user',
  saveFailed: 'Failed to save user',
  passwordFailed: 'Failed to change password',
  toggleFailed: 'Failed to toggle user status',
  deleted: (name: string) => `User ${name} berhasil dihapus`,
  updated: 'User berhasil diperbarui',
  created: 'User berhasil dibuat',
  passwordChanged: 'Password berhasil diubah',
  toggled: (name: string) => `Status user ${name} berhasil diubah`,
  notFound: 'User tidak ditemukan',
  invalidId: 'ID user tidak valid',
  nameRequired: 'Nama wajib diisi',
  nameMax: `Nama maksimal ${LIMITS.nameMax} karakter`,
  emailRequired: 'Email wajib diisi',
  invalidEmail: 'Email tidak valid',
  emailTaken: 'Email sudah digunakan oleh user lain',
  usernameTaken: 'Username sudah digunakan oleh user lain',
  usernameInvalid: 'Username 3-60 karakter: huruf, angka, titik, garis bawah atau strip',
  roleRequired: 'Role wajib dipilih',
  invalidRole: 'Role tidak valid',
  passwordMin: `Password minimal ${LIMITS.passwordMin} karakter`,
  passwordMax: `Password maksimal ${LIMITS.passwordMax} karakter`,
  currentPasswordRequired: 'Password saat ini wajib diisi',
  currentPasswordWrong: 'Password saat ini salah',
  selfDelete: 'Anda tidak dapat menghapus akun Anda sendiri',
  selfDeactivate: 'Anda tidak dapat menonaktifkan akun Anda sendiri',
  selfDemote: 'Anda tidak dapat mengubah role akun Anda sendiri',
  lastSuperadmin: 'Superadmin aktif terakhir tidak dapat dihapus, dinonaktifkan, atau diubah role-nya',
  ownsContent: 'User ini masih memiliki UMKM atau artikel, jadi tidak dapat dihapus. Nonaktifkan user ini sebagai gantinya.',
} as const;

const T = USER_TEXTS;

const isMissing = (value: unknown) => value === undefined || value === null;

const nameSchema = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, T.nameRequired)
  .max(LIMITS.nameMax, T.nameMax);

const emailSchema = z
  .string({ error: (issue) => (isMissing(issue.input) ? T.emailRequired : T.invalidEmail) })
  .trim()
  .min(1, { error: T.emailRequired, abort: true })
  .max(LIMITS.emailMax, T.invalidEmail)
  .pipe(z.email(T.invalidEmail))
  .transform((email) => email.toLowerCase());

export const roleSchema = z.enum(ROLES, { error: (issue) => (isMissing(issue.input) || issue.input === '' ? T.roleRequired : T.invalidRole) });

export const passwordSchema = z
  .string({ error: T.passwordMin })
  .min(LIMITS.passwordMin, T.passwordMin)
  .max(LIMITS.passwordMax, T.passwordMax);

/** Optional sign-in name; blank means none. */
const usernameSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: T.usernameInvalid })
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,60}$/, T.usernameInvalid)
    .nullable()
    .optional(),
);

const isActiveSchema = booleanInput(z.boolean({ error: 'is_active harus true atau false' }));

export const userIdInput = recordIdInput(T.invalidId);

/** The add form: name, e-mail, password (≥ 6) and role (docs/product.md, Validation). */
export const userCreateInput = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema,
  username: usernameSchema,
  is_active: isActiveSchema.optional(),
});
export type UserCreateInput = z.input<typeof userCreateInput>;

/** The edit form: name, e-mail, role and status; the password has its own call. */
export const userUpdateInput = z.object({
  id: userIdInput.shape.id,
  name: nameSchema,
  email: emailSchema,
  role: roleSchema,
  is_active: isActiveSchema.optional(),
  username: usernameSchema,
});
export type UserUpdateInput = z.input<typeof userUpdateInput>;

export const userPasswordInput = z.object({ id: userIdInput.shape.id, password: passwordSchema });
export type UserPasswordInput = z.input<typeof userPasswordInput>;

/** Changing one's own password needs the current one. */
export const ownPasswordInput = z.object({
  currentPassword: z.string({ error: T.currentPasswordRequired }).min(1, T.currentPasswordRequired).max(LIMITS.passwordMax),
  password: passwordSchema,
});
export type OwnPasswordInput = z.input<typeof ownPasswordInput>;

/** A fresh token: the change ended every earlier session, this one included. */
export const ownPasswordOutput = z.object({ token: z.string() });

export const userListInput = z.object({
  ...listFields(10),
  role: optionalFilter(z.enum(ROLES, { error: T.invalidRole })),
});
export type UserListInput = z.input<typeof userListInput>;

export const userListOutput = z.object({ users: z.array(userSchema), pagination: paginationSchema });
export type UserList = z.infer<typeof userListOutput>;

export const userCreatedSchema = userSchema;
export const userDeletedSchema = z.object({ id: z.number().int(), name: z.string() });
