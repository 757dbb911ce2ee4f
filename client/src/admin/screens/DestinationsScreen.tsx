import { DESTINATION_PAGE_SIZE, DESTINATION_TEXTS, type Destination } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryOptions, DESTINATION_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { listPager } from '../../ui/listPager.ts';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { AddButton } from '../AddButton.tsx';
import { useCanWrite } from '../catalogue/useCanWrite.ts';
import { DestinationDetailPanel } from '../destinations/DestinationDetailPanel.tsx';
import { DestinationFormDialog } from '../destinations/DestinationFormDialog.tsx';
import { DestinationTable } from '../destinations/DestinationTable.tsx';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

const CATEGORY_OPTIONS = categoryOptions(DESTINATION_CATEGORY_LABELS);

/** The form's subject: a destination to edit, or null to create one. */
type FormTarget = { destination: Destination | null };

export default function DestinationsScreen() {
  const canWrite = useCanWrite();
  const params = useListParams({ pageSize: DESTINATION_PAGE_SIZE });
  const query = trpc.destinations.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const pagination = query.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  // The detail panel replaces the list; the form opens over either and the panel shows what was saved.
  const [viewing, setViewing] = useState<Destination | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);

  const utils = trpc.useUtils();
  const remove = trpc.destinations.delete.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const confirmDelete = useDeleteConfirmation<Destination>({
    title: 'Hapus Destinasi',
    message: (destination) => <p>Apakah Anda yakin ingin menghapus destinasi &quot;{destination.title}&quot;? Tindakan ini tidak dapat dibatalkan.</p>,
    remove: removeWithToast((destination) => remove.mutateAsync({ id: destination.id }), DESTINATION_TEXTS.deleted, 'Gagal menghapus destinasi'),
  });

  const form = canWrite && (
    <DestinationFormDialog
      open={formTarget !== null}
      destination={formTarget?.destination ?? null}
      onClose={() => setFormTarget(null)}
      onSaved={(saved) => {
        if (viewing?.id === saved.id) setViewing(saved);
      }}
    />
  );

  if (viewing) {
    return (
      <>
        <DestinationDetailPanel
          destination={viewing}
          onBack={() => setViewing(null)}
          onEdit={canWrite ? () => setFormTarget({ destination: viewing }) : undefined}
        />
        {form}
      </>
    );
  }

  return (
    <>
      <ScreenHeader
        title="Destinasi"
        description="Destinasi wisata yang tampil di halaman Destinasi."
        actions={canWrite && <AddButton label="Tambah Destinasi" onClick={() => setFormTarget({ destination: null })} />}
      />
      <ListToolbar params={params} searchLabel="Cari destinasi" filter={{ label: 'Kategori', options: CATEGORY_OPTIONS }} />
      <DestinationTable
        rows={query.data?.destinations ?? []}
        query={query}
        pagination={listPager(pagination, params.setPage, { pageSize: params.pageSize, onPageSizeChange: params.setPageSize, label: 'Halaman destinasi' })}
        canWrite={canWrite}
        onView={setViewing}
        onEdit={(destination) => setFormTarget({ destination })}
        onDelete={confirmDelete.ask}
      />
      {form}
      {confirmDelete.dialog}
    </>
  );
}

/**
 * A destination's form opened on its English tab, for the translator's list. It lives with this
 * screen and is loaded with it, so the form stays in this screen's chunk rather than one more
 * chunk that the entry (part of every first visit) would have to name.
 */
export function DestinationTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.destinations.get.useQuery({ id });
  return data ? <DestinationFormDialog open destination={data} onClose={onClose} initialLanguage="en" /> : null;
}
