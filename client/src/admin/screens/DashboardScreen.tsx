import { CONTRIBUTOR_ROLES, hasRole, isRole, type Role, TEXTS } from '@island/shared';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ContributorDashboard } from '../dashboard/ContributorDashboard.tsx';
import '../dashboard/dashboard.css';
import { MsmeDashboard } from '../dashboard/MsmeDashboard.tsx';
import { StaffDashboard } from '../dashboard/StaffDashboard.tsx';
import { QueryListState } from '../../ui/ListState.tsx';
import { trpc } from '../../trpc.ts';
import { ROLE_LABELS } from '../roleLabels.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';

const ROLE_INTRO: Record<Role, string> = {
  superadmin: 'Anda mengelola seluruh konten, pengguna, dan pengaturan situs.',
  admin: 'Anda mengelola konten wisata, pesan, testimoni, dan transportasi.',
  msme: 'Kelola profil usaha dan produk UMKM Anda dari sini.',
  contributor: 'Tulis artikel tentang pulau dan kirimkan untuk ditinjau.',
};

export default function DashboardScreen() {
  const { user } = useAuth();
  const { islandName, villageName } = useSiteSettings();
  const role = user && isRole(user.role) ? user.role : null;

  if (!role) {
    return (
      <>
        <ScreenHeader title="Dashboard" />
        <section className="card welcome-card">
          <p>{TEXTS.unknownRoleWelcome}</p>
        </section>
      </>
    );
  }

  return (
    <>
      <ScreenHeader title={`Dashboard ${ROLE_LABELS[role]}`} />
      <section className="card welcome-card" aria-labelledby="welcome-title">
        <div className="welcome-card__text">
          <h2 id="welcome-title">Selamat datang, {user?.name}!</h2>
          <p>
            {ROLE_INTRO[role]} Panel pengelola {[islandName, villageName].filter(Boolean).join(', ')}.
          </p>
          <p className="welcome-card__hint">Pilih menu untuk mulai bekerja.</p>
        </div>
        <Icon name="island" size={96} className="welcome-card__art" />
      </section>
      {hasRole(role, CONTRIBUTOR_ROLES) ? <ContributorDashboard /> : <LiveFigures />}
    </>
  );
}

/** The staff and msme figures, read fresh on every visit (docs/product.md, Dashboards: live figures). */
function LiveFigures() {
  const query = trpc.dashboard.get.useQuery(undefined, { staleTime: 0, refetchOnWindowFocus: true });
  const data = query.data;
  return (
    <QueryListState query={query} items={data ? [data] : undefined} errorFallback="Gagal memuat dashboard." emptyText="">
      {data?.kind === 'staff' && <StaffDashboard data={data} />}
      {data?.kind === 'msme' && <MsmeDashboard data={data} />}
    </QueryListState>
  );
}
