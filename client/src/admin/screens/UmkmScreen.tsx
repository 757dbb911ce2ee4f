import '../umkm/umkm-admin.css';
import { type Msme, MSME_PAGE_SIZE, MSME_TEXTS, ID_LABELS } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import { listPager } from '../../ui/listPager.ts';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { AddButton } from '../AddButton.tsx';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { StaffCardGrid } from '../StaffCardGrid.tsx';
import { MsmeFormDialog } from '../umkm/MsmeFormDialog.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

/** What deleting takes with it, said before it happens. */
function deleteMessage(msme: Msme) {
  const products = msme.productCount === 0 ? 'UMKM ini belum memiliki produk.' : `${msme.productCount} produk milik UMKM ini juga akan dihapus.`;
  return (
    <p>
      Apakah Anda yakin ingin menghapus UMKM &quot;{msme.brand}&quot;? {products} Akun pemilik tetap ada (dapat dihapus di Manajemen
      Pengguna). Tindakan ini tidak dapat dibatalkan.
    </p>
  );
}

export default function UmkmScreen() {
  const params = useListParams({ pageSize: MSME_PAGE_SIZE });
  const query = trpc.msme.list.useQuery(params.input, { placeholderData: keepPreviousData, staleTime: 0 });
  const pagination = query.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  const [formTarget, setFormTarget] = useState<{ msme: Msme | null } | null>(null);
  const addNew = () => setFormTarget({ msme: null });

  const utils = trpc.useUtils();
  const remove = trpc.msme.delete.useMutation({ onSuccess: () => Promise.all([utils.msme.invalidate(), utils.products.invalidate()]) });
  const confirmDelete = useDeleteConfirmation<Msme>({
    title: 'Hapus UMKM',
    message: deleteMessage,
    remove: removeWithToast((msme) => remove.mutateAsync({ id: msme.id }), MSME_TEXTS.deleted, 'Gagal menghapus UMKM'),
  });
  const msmes = query.data?.msmes;

  return (
    <>
      <ScreenHeader
        title="Mitra UMKM"
        description="Mitra usaha kecil desa dan akun pemiliknya."
        actions={<AddButton label="Tambah UMKM" onClick={addNew} />}
      />
      <ListToolbar params={params} searchLabel="Cari nama usaha" />
      <StaffCardGrid
        items={msmes ?? []}
        getKey={(msme) => msme.id}
        label="UMKM"
        query={query}
        errorFallback={MSME_TEXTS.loadFailed}
        emptyText={
          params.search ? (
            'Belum ada UMKM'
          ) : (
            <span className="empty-state">
              Belum ada UMKM
              <AddButton label="Tambah UMKM Pertama" onClick={addNew} />
            </span>
          )
        }
        pagination={listPager(pagination, params.setPage, { hideWhenSinglePage: true, label: 'Halaman UMKM' })}
        card={(msme) => ({
          image: msme.logo ?? msme.banner,
          title: msme.brand,
          eyebrow: ID_LABELS.msmeCategory[msme.category],
          // The owner's account: active, or deactivated / removed.
          badge: msme.is_active ? ID_LABELS.active.active : ID_LABELS.active.inactive,
          badgeTone: msme.is_active ? 'accent' : 'muted',
          body: (
            <>
              <p className="catalogue-card__text">{msme.description}</p>
              <ul className="msme-card__facts">
                {msme.ownerName && <li>Pemilik: {msme.ownerName}</li>}
                <li>Telepon: {msme.phone}</li>
                <li>{msme.productCount} produk</li>
              </ul>
            </>
          ),
          actions: [
            { label: 'Edit', icon: 'pencil', onClick: () => setFormTarget({ msme }) },
            { label: 'Hapus', icon: 'trash', onClick: () => confirmDelete.ask(msme), danger: true },
          ],
        })}
      />
      <MsmeFormDialog open={formTarget !== null} msme={formTarget?.msme ?? null} onClose={() => setFormTarget(null)} />
      {confirmDelete.dialog}
    </>
  );
}

/**
 * An UMKM profile's form opened on its English tab, for the translator's list (a site runner's
 * screen). It lives with this screen and is loaded with it, so the form stays in this screen's
 * chunk rather than one more chunk that the entry would have to name.
 */
export function MsmeTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.msme.get.useQuery({ id });
  return data ? <MsmeFormDialog open msme={data} onClose={onClose} initialLanguage="en" /> : null;
}
