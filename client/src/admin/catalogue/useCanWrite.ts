import { isSiteRunner } from '@island/shared';
import { useAuth } from '../../auth/AuthProvider.tsx';

/**
 * Whether the signed-in user may change catalogue content. A contributor may open the screens
 * but only reads them: the site's runners write it. The server refuses the others' writes anyway.
 */
export function useCanWrite(): boolean {
  const { user } = useAuth();
  return user !== null && isSiteRunner(user.role);
}
