import { z } from 'zod';
import { idSchema, limitSchema, optionalFilter, pageSchema, paginationSchema } from './common.ts';

/**
 * What the audit trail records about: the tables staff and visitors write, plus uploads and the
 * trail itself (its pruning). The names are the tables', so an entry points at one row.
 */
export const AUDIT_ENTITIES = [
  'users',
  'destinations',
  'cultures',
  'packages',
  'settings',
  'facilities',
  'transportations',
  'departure_statuses',
  'testimonials',
  'msmes',
  'products',
  'contact_messages',
  'team_members',
  'articles',
  'events',
  'contributor_profiles',
  'files',
  'audit_log',
  'bookings',
  'package_booking_rules',
  'booking_closed_dates',
  'payment_charges',
  'homestays',
  'homestay_rooms',
  'homestay_blocked_nights',
  'stays',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Who acted: a role, a visitor of the public site, or the operator's command line. */
export const AUDIT_ACTOR_ROLES = ['superadmin', 'admin', 'msme', 'contributor', 'visitor', 'operator'] as const;

export const AUDIT_TEXTS = {
  title: 'Jejak Audit',
  subtitle: 'Siapa mengubah apa, kapan, dan dari mana',
  invalidEntity: 'Entitas tidak valid',
  invalidDate: 'Tanggal tidak valid',
  lastChange: (name: string, time: string) => `Terakhir diubah oleh ${name}, ${time}`,
  visitor: 'Pengunjung',
  operator: 'Operator (baris perintah)',
  empty: 'Belum ada catatan',
} as const;

/** A date or a full timestamp; a bare date as `to` means the end of that day. */
const dateFilter = optionalFilter(
  z
    .string()
    .trim()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), AUDIT_TEXTS.invalidDate),
);

export const auditListInput = z
  .object({
    page: pageSchema,
    limit: limitSchema(25),
    actor_id: optionalFilter(idSchema),
    entity: optionalFilter(z.enum(AUDIT_ENTITIES, { error: AUDIT_TEXTS.invalidEntity })),
    entity_id: optionalFilter(z.string().trim().max(64)),
    action: optionalFilter(z.string().trim().max(40)),
    from: dateFilter,
    to: dateFilter,
  })
  .prefault({});
export type AuditListInput = z.input<typeof auditListInput>;

/** One changed field: its value before and after (absent on a create or a delete). */
export const auditChangeSchema = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), role: z.string() }),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record's name when the entry was written (a booking's code, a title), or null. */
  entityName: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListOutput = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditList = z.infer<typeof auditListOutput>;

export const auditLastChangeInput = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: AUDIT_TEXTS.invalidEntity }),
  entityId: z.coerce.string().trim().min(1).max(64),
});
export const auditLastChangeOutput = z
  .object({ at: z.string(), name: z.string().nullable(), role: z.string(), action: z.string() })
  .nullable();
export type AuditLastChange = z.infer<typeof auditLastChangeOutput>;
