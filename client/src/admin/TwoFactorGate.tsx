import { isBoundByTwoFactorPolicy } from '@island/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { trpc } from '../trpc.ts';

const TWO_FACTOR_SETUP_PATH = '/admin/profile';

/**
 * When staff must use two-step sign-in and this account has not set it up, every admin screen
 * but the profile (where it is set up) leads there first. The server refuses the other staff
 * calls of such an account too (TWO_FACTOR_SETUP_REQUIRED), so this is the way, not the lock.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The roles the policy does not bind never need to be asked.
  const bound = user !== null && isBoundByTwoFactorPolicy(user.role);
  const status = trpc.auth.twoFactorStatus.useQuery(undefined, { enabled: bound, staleTime: 0 });
  const mustSetUp = status.data?.required === true && !status.data.enabled;
  if (mustSetUp && pathname.replace(/\/+$/, '') !== TWO_FACTOR_SETUP_PATH) {
    return <Navigate to={`${TWO_FACTOR_SETUP_PATH}#dua-langkah`} replace />;
  }
  return children;
}
