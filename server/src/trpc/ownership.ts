import { STAFF_ROLES, type Role } from '@island/shared';
import { notOwner } from '../errors.ts';

/** The part of the signed-in user an ownership rule reads. */
export interface Actor {
  id: number;
  role: Role;
}

/** Whether the user runs the site (superadmin, admin): they may act on every row. */
export function isStaff(actor: Actor): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(actor.role);
}

/** Whether the user may act on a row owned by `ownerId` (their own, or any row for staff). */
export function mayActOn(actor: Actor, ownerId: number | null | undefined): boolean {
  return isStaff(actor) || (ownerId != null && ownerId === actor.id);
}

/**
 * The ownership check (docs/product.md, Roles), used inside procedures after the role check: staff pass,
 * owners pass for their own rows, anyone else gets 403 NOT_OWNER with the given text (both doors).
 * Load the row first (404 before 403, so ids of missing rows are told apart from others' rows
 * only for people who may see them: callers that must hide existence pass a not-found text).
 */
export function assertMayActOn(actor: Actor, ownerId: number | null | undefined, message?: string): void {
  if (!mayActOn(actor, ownerId)) throw notOwner(message);
}
