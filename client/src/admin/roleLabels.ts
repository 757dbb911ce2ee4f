import { ID_LABELS, type Role } from '@island/shared';

export const ROLE_LABELS: Record<Role, string> = ID_LABELS.role;

export function roleLabel(role: string | null | undefined): string {
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'Tanpa peran';
}
