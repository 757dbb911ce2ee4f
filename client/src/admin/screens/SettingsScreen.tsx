import '../settings/settings.css';
import { hasRole, SETTINGS_TEXTS, SUPERADMIN_ROLES, type SettingsCategory } from '@island/shared';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { BackupsManager } from '../settings/BackupsManager.tsx';
import { ContactSettingsTab } from '../settings/ContactSettingsTab.tsx';
import { FacilitiesManager } from '../settings/FacilitiesManager.tsx';
import { FacilityForm } from '../settings/FacilityForm.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { GeneralSettingsTab } from '../settings/GeneralSettingsTab.tsx';
import { IslandProfileSettingsTab } from '../settings/IslandProfileSettingsTab.tsx';
import { MediaSettingsTab } from '../settings/MediaSettingsTab.tsx';
import { TeamManager } from '../settings/TeamManager.tsx';
import { PaymentSettingsTab } from '../settings/PaymentSettingsTab.tsx';
import { SecurityPolicyCard } from '../settings/SecurityPolicyCard.tsx';
import { SocialSettingsTab } from '../settings/SocialSettingsTab.tsx';

const TABS = [
  { id: 'general', label: 'General' },
  { id: 'contact', label: 'Contact Info' },
  { id: 'media', label: 'Media' },
  { id: 'social', label: 'Social Media' },
  { id: 'island_profile', label: 'Island Profile' },
  { id: 'payment', label: 'Pembayaran' },
] as const satisfies readonly { id: SettingsCategory; label: string }[];

export default function SettingsScreen() {
  // Staff edit what is stored now, not a copy cached by the public pages.
  const settings = trpc.settings.all.useQuery(undefined, { refetchOnMount: 'always' });
  const [tab, setTab] = useState<SettingsCategory>('general');
  const role = useAuth().user?.role;
  const isSuperadmin = role !== undefined && hasRole(role, SUPERADMIN_ROLES);
  const data = settings.isFetchedAfterMount || settings.isError ? settings.data : undefined;

  return (
    <>
      <ScreenHeader title="Pengaturan Situs" description="Identitas, kontak, media dan profil pulau yang tampil di situs." />
      <section className="card settings-card" aria-label="Pengaturan situs">
        {data ? (
          // Every tab stays mounted, so unsaved input in one tab survives a look at another.
          <Tabs label="Kategori pengaturan" tabs={TABS} value={tab} onChange={setTab} keepMounted>
            {(id) =>
              id === 'general' ? (
                <GeneralSettingsTab initial={data.general} />
              ) : id === 'contact' ? (
                <ContactSettingsTab initial={data.contact} />
              ) : id === 'media' ? (
                <MediaSettingsTab initial={data.media} />
              ) : id === 'social' ? (
                <SocialSettingsTab initial={data.social} />
              ) : id === 'payment' ? (
                <PaymentSettingsTab initial={data.payment} />
              ) : (
                <IslandProfileSettingsTab initial={data.island_profile} />
              )
            }
          </Tabs>
        ) : settings.isError ? (
          <div className="list-state" role="alert">
            <p>{messageOf(settings.error, SETTINGS_TEXTS.loadFailed)}</p>
            <button type="button" className="button button--ghost" onClick={() => void settings.refetch()}>
              Coba lagi
            </button>
          </div>
        ) : (
          <div className="list-state">
            <Spinner label="Memuat pengaturan…" showLabel />
          </div>
        )}
      </section>
      <FacilitiesManager />
      <TeamManager />
      {/* Backups hold every account and message: the superadmin's alone. */}
      {isSuperadmin && <BackupsManager />}
      {isSuperadmin && <SecurityPolicyCard />}
    </>
  );
}

/**
 * A facility's form opened on its English tab, in a dialog, for the translator's list (facilities
 * have no screen of their own: they are edited in Settings). It lives with this screen and is
 * loaded with it, so the form stays in this screen's chunk rather than one more chunk that the
 * entry would have to name.
 */
export function FacilityTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.facilities.list.useQuery();
  const facility = data?.find((row) => row.id === id);
  return facility ? (
    <Dialog open title="Edit Fasilitas" onClose={onClose} size="md">
      <FacilityForm facility={facility} onSaved={onClose} onCancel={onClose} initialLanguage="en" />
    </Dialog>
  ) : null;
}
