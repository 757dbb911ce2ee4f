import { DESTINATION_PAGE_SIZE, DESTINATION_TEXTS, type Destination } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryOptions, DESTINATION_CATEGORY_LABELS, LOAD_FAILED } from '../../public/catalogue/labels.ts';
import { ListState } from '../../public/catalogue/ListState.tsx';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { CatalogueFilters } from '../catalogue/CatalogueFilters.tsx';
import { useCanWrite } from '../catalogue/useCanWrite.ts';
import { useDeleteConfirmation } from '../catalogue/useDeleteConfirmation.tsx';
import { DestinationDetailPanel } from '../destinations/DestinationDetailPanel.tsx';
import { DestinationFormDialog } from '../destinations/DestinationFormDialog.tsx';
import { DestinationTable } from '../destinations/DestinationTable.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';

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
    describe: (destination) => `Apakah Anda yakin ingin menghapus destinasi "${destination.title}"?`,
    remove: (destination) => remove.mutateAsync({ id: destination.id }),
    success: DESTINATION_TEXTS.deleted,
    failure: 'Failed to delete destination',
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
        title="Destinations"
        description="Destinasi wisata yang tampil di halaman Destinasi."
        actions={
          canWrite && (
            <button type="button" className="button button--primary" onClick={() => setFormTarget({ destination: null })}>
              <Icon name="plus" size={20} />
              Tambah Destinasi
            </button>
          )
        }
      />
      <CatalogueFilters
        searchLabel="Cari destinasi"
        search={params.search}
        onSearch={params.setSearch}
        categories={CATEGORY_OPTIONS}
        category={params.category}
        onCategory={params.setCategory}
      />
      <div className="catalogue-results" aria-busy={query.isPlaceholderData || undefined}>
        <ListState
          loading={query.isPending}
          error={query.error}
          errorFallback={LOAD_FAILED.destinations}
          empty={(query.data?.destinations.length ?? 0) === 0}
          emptyText="No destinations found for the selected filter."
          onRetry={() => void query.refetch()}
        >
          <DestinationTable
            destinations={query.data?.destinations ?? []}
            canWrite={canWrite}
            onView={setViewing}
            onEdit={(destination) => setFormTarget({ destination })}
            onDelete={confirmDelete.ask}
          />
        </ListState>
      </div>
      {pagination && (
        <Pagination
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPageChange={params.setPage}
          pageSize={params.pageSize}
          onPageSizeChange={params.setPageSize}
          label="Halaman destinasi"
        />
      )}
      {form}
      {confirmDelete.dialog}
    </>
  );
}
