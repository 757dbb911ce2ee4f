import { isRole, type Role, TEXTS } from '@island/shared';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useSiteSettings } from '../../public/useSiteSettings.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ContributorDashboard } from '../dashboard/ContributorDashboard.tsx';
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
          <p className="welcome-card__hint">Pilih menu di samping untuk mulai bekerja.</p>
        </div>
        <Icon name="island" size={96} className="welcome-card__art" />
      </section>
      {role === 'contributor' && <ContributorDashboard />}
    </>
  );
}
