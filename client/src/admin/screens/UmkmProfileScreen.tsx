import '../umkm/umkm-admin.css';
import { hasRole, MSME_CHOICE_LIMIT, MSME_TEXTS, SELLER_ROLES } from '@island/shared';
import { useState } from 'react';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { ToolbarSelect } from '../ToolbarSelect.tsx';
import { UmkmProfileForm } from '../umkm/UmkmProfileForm.tsx';

export default function UmkmProfileScreen() {
  const { user } = useAuth();
  // The owner edits their own businesses; staff pick any (docs/product.md, UMKM profile).
  const ownerId = user && hasRole(user.role, SELLER_ROLES) ? user.id : undefined;
  const query = trpc.msme.list.useQuery({ limit: MSME_CHOICE_LIMIT, user_id: ownerId }, { staleTime: 0 });
  const msmes = query.data?.msmes ?? [];
  const [pickedId, setPickedId] = useState<number | null>(null);
  const selected = msmes.find((msme) => msme.id === pickedId) ?? msmes[0] ?? null;
  // Picking another business would drop the edits of this one: asked first.
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);

  let body;
  if (query.isPending) {
    body = <p role="status">Loading UMKM profile...</p>;
  } else if (query.error) {
    body = (
      <p className="profile-state--error" role="alert">
        {messageOf(query.error, MSME_TEXTS.loadFailed)}
      </p>
    );
  } else if (!selected) {
    body = <p>{ownerId ? 'Anda belum memiliki UMKM. Hubungi admin desa untuk mendaftarkan usaha Anda.' : 'Belum ada UMKM'}</p>;
  } else {
    body = (
      <>
        {msmes.length > 1 && (
          <ToolbarSelect
            className="profile-picker"
            label="Pilih UMKM"
            value={String(selected.id)}
            options={msmes.map((msme) => ({ value: String(msme.id), label: msme.brand }))}
            onChange={(value) => guard.discardThen(() => setPickedId(Number(value)))}
          />
        )}
        <UmkmProfileForm key={selected.id} msme={selected} onDirtyChange={setDirty} />
        {guard.prompt}
      </>
    );
  }

  return (
    <>
      <ScreenHeader title="Profil UMKM" description="Profil usaha yang tampil bagi pengunjung." />
      {body}
    </>
  );
}
