import { STAFF_ROLES } from '@island/shared';
import { useAuth } from '../../auth/AuthProvider.tsx';

/**
 * Whether the signed-in user may change catalogue content. A contributor may open the screens
 * but only reads them (docs/product.md, Roles); the server refuses their writes anyway.
 */
export function useCanWrite(): boolean {
  const { user } = useAuth();
  return user !== null && (STAFF_ROLES as readonly string[]).includes(user.role);
}
