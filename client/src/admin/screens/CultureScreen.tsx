import { CULTURE_PAGE_SIZE, CULTURE_TEXTS, type Culture } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryOptions, CULTURE_CATEGORY_LABELS, LOAD_FAILED } from '../../public/catalogue/labels.ts';
import { CultureDetail } from '../../public/culture/CultureDetail.tsx';
import { trpc } from '../../trpc.ts';
import { listPager } from '../../ui/listPager.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { AddButton } from '../AddButton.tsx';
import { type CardAction } from '../catalogue/CardActions.tsx';
import { useCanWrite } from '../catalogue/useCanWrite.ts';
import { CultureFormDialog } from '../culture/CultureFormDialog.tsx';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { StaffCardGrid } from '../StaffCardGrid.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

const CATEGORY_OPTIONS = categoryOptions(CULTURE_CATEGORY_LABELS);

export default function CultureScreen() {
  const canWrite = useCanWrite();
  const params = useListParams({ pageSize: CULTURE_PAGE_SIZE });
  const query = trpc.culture.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const pagination = query.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  const [viewing, setViewing] = useState<Culture | null>(null);
  const [formTarget, setFormTarget] = useState<{ culture: Culture | null } | null>(null);

  const utils = trpc.useUtils();
  const remove = trpc.culture.delete.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const confirmDelete = useDeleteConfirmation<Culture>({
    title: 'Hapus Budaya',
    message: (culture) => <p>Apakah Anda yakin ingin menghapus &quot;{culture.title}&quot;? Tindakan ini tidak dapat dibatalkan.</p>,
    remove: removeWithToast((culture) => remove.mutateAsync({ id: culture.id }), CULTURE_TEXTS.deleted, 'Gagal menghapus budaya'),
  });

  function actionsFor(culture: Culture): CardAction[] {
    const view: CardAction = { label: 'Lihat', icon: 'eye', onClick: () => setViewing(culture) };
    if (!canWrite) return [view];
    return [
      view,
      { label: 'Edit', icon: 'pencil', onClick: () => setFormTarget({ culture }) },
      { label: 'Hapus', icon: 'trash', onClick: () => confirmDelete.ask(culture), danger: true },
    ];
  }

  return (
    <>
      <ScreenHeader
        title="Budaya & Tradisi"
        description="Tarian, kuliner, adat, dan kearifan lokal yang tampil di halaman Budaya."
        actions={canWrite && <AddButton label="Tambah Budaya" onClick={() => setFormTarget({ culture: null })} />}
      />
      <ListToolbar params={params} searchLabel="Cari budaya" filter={{ label: 'Kategori', options: CATEGORY_OPTIONS }} />
      <StaffCardGrid
        items={query.data?.cultures ?? []}
        getKey={(culture) => culture.id}
        label="Budaya"
        query={query}
        errorFallback={LOAD_FAILED.culture}
        emptyText="Belum ada konten budaya untuk pilihan ini."
        pagination={listPager(pagination, params.setPage, { hideWhenSinglePage: true, label: 'Halaman budaya' })}
        card={(culture) => ({
          image: culture.image,
          title: culture.title,
          eyebrow: CULTURE_CATEGORY_LABELS[culture.category],
          body: <p className="catalogue-card__text">{culture.description}</p>,
          actions: actionsFor(culture),
        })}
      />
      <Dialog open={viewing !== null} title={viewing?.title ?? ''} onClose={() => setViewing(null)} size="lg">
        {viewing && <CultureDetail culture={viewing} />}
      </Dialog>
      {canWrite && <CultureFormDialog open={formTarget !== null} culture={formTarget?.culture ?? null} onClose={() => setFormTarget(null)} />}
      {confirmDelete.dialog}
    </>
  );
}

/**
 * A culture item's form opened on its English tab, for the translator's list. It lives with this
 * screen and is loaded with it, so the form stays in this screen's chunk rather than one more
 * chunk that the entry (part of every first visit) would have to name.
 */
export function CultureTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.culture.get.useQuery({ id });
  return data ? <CultureFormDialog open culture={data} onClose={onClose} initialLanguage="en" /> : null;
}
