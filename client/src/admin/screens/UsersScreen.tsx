import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

/** The route admits admin too; the screen itself keeps only superadmin (public-site.md §2). */
export default function UsersScreen() {
  const { status, user } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (user?.role !== 'superadmin') return <Navigate to="/login" replace />;
  return <ScreenPlaceholder title="Manajemen Pengguna" text="Akun pengguna akan dikelola di sini." />;
}
