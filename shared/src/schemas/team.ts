import { z } from 'zod';
import { TEAM_TEXTS } from './team-texts.ts';
export { TEAM_TEXTS } from './team-texts.ts';
import { LIMITS } from '../limits.ts';
import { optionalImageSchema, recordIdInput } from './fields.ts';

const T = TEAM_TEXTS;

const isMissing = (value: unknown) => value === undefined || value === null;

const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? required : tooLong) })
    .trim()
    .min(1, required)
    .max(max, tooLong);

const whatsappSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: T.whatsappInvalid })
    .trim()
    .max(20, T.whatsappInvalid)
    .regex(/^\+?[\d\s-]{8,}$/, T.whatsappInvalid)
    .nullable()
    .optional(),
);

const sortSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
  z.number({ error: T.sortInvalid }).int(T.sortInvalid).min(0, T.sortInvalid).max(999, T.sortInvalid).optional(),
);

/** A person on the contact page: name, role, optional photo and WhatsApp, and their place in the list. */
export const teamMemberInput = z.object({
  name: requiredText(T.nameRequired, LIMITS.nameMax, T.nameMax),
  role: requiredText(T.roleRequired, 120, T.roleMax),
  photo: optionalImageSchema,
  whatsapp: whatsappSchema,
  sort: sortSchema,
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;

export const teamMemberIdInput = recordIdInput(T.invalidId);

export const teamMemberUpdateInput = teamMemberInput.extend({ id: teamMemberIdInput.shape.id });
export type TeamMemberUpdateInput = z.input<typeof teamMemberUpdateInput>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  /** An absolute URL, or null for no photo. */
  photo: z.string().nullable(),
  whatsapp: z.string().nullable(),
  sort: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
