import { isSiteRunner, type Role } from '@island/shared';
import { notOwner } from '../errors.ts';

/** The part of the signed-in user an ownership rule reads. */
export interface Actor {
  id: number;
  role: Role;
}

/** Whether the user may act on a row owned by `ownerId`: their own, or any row for those who run the site. */
export function mayActOn(actor: Actor, ownerId: number | null | undefined): boolean {
  return isSiteRunner(actor.role) || (ownerId != null && ownerId === actor.id);
}

/**
 * The ownership check, used inside procedures after the role check: those who run the site
 * (superadmin, admin) pass, owners pass for their own rows, anyone else gets 403 NOT_OWNER with
 * the given text (both doors). Load the row first (404 before 403, so ids of missing rows are
 * told apart from others' rows only for people who may see them: callers that must hide
 * existence pass a not-found text).
 */
export function assertMayActOn(actor: Actor, ownerId: number | null | undefined, message?: string): void {
  if (!mayActOn(actor, ownerId)) throw notOwner(message);
}
