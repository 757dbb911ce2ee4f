import type { Role } from '@island/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../ui/Spinner.tsx';
import { useAuth } from './AuthProvider.tsx';

export interface RequireRoleProps {
  /** Roles admitted; an empty list (or none given) admits any signed-in user. */
  roles?: readonly Role[];
  /** What to render when admitted; the child routes otherwise. */
  children?: ReactNode;
}

export function RequireRole({ roles = [], children }: RequireRoleProps) {
  const { status, user, signedOutByUser } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out' || !user) {
    return <Navigate to="/login" state={signedOutByUser ? undefined : { from: location }} replace />;
  }
  if (roles.length > 0 && !roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return children ?? <Outlet />;
}
