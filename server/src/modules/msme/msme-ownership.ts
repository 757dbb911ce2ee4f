import { STAFF_ROLES } from '@island/shared';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../errors.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { findMsmeOwner } from './msme.repo.ts';

/** Staff manage every MSME; an msme user only those whose `user_id` is theirs (DESIGN §4). */
export function isStaff(user: AuthUser): boolean {
  return (STAFF_ROLES as readonly string[]).includes(user.role);
}

/**
 * Refuses (403, `message`) a user who may not manage the MSME. Answers whether the MSME exists,
 * so the caller says 404 or 400 as fits the operation; a missing MSME is never "not yours".
 */
export async function checkMsmeOwnership(db: Database, user: AuthUser, msmeId: number, message: string): Promise<boolean> {
  const msme = await findMsmeOwner(db, msmeId);
  if (!msme) return false;
  if (!isStaff(user) && msme.user_id !== user.id) throw forbidden(message);
  return true;
}
