import '../transportation/transportation.css';
import { TRANSPORT_TYPES, TRANSPORTATION_TEXTS, type Transportation } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { trpc } from '../../trpc.ts';
import { CardGrid } from '../../public/catalogue/CardGrid.tsx';
import { ListState } from '../../public/catalogue/ListState.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { TransportationCard } from '../transportation/TransportationCard.tsx';
import { TransportationFormDialog } from '../transportation/TransportationFormDialog.tsx';
import { useTransportationActions } from '../transportation/transportationActions.ts';
import { TYPE_LABELS } from '../transportation/transportationLabels.ts';

const SEARCH_DEBOUNCE_MS = 400;
const LOAD_FAILED = 'Gagal memuat data transportasi.';

type FormState = { open: false } | { open: true; editing: Transportation | null };

export default function TransportationScreen() {
  const typeId = useId();
  // The type filter rides in the list helper's category slot, so changing it goes back to page 1.
  const params = useListParams({ pageSize: 10 });
  const input = {
    page: params.page,
    limit: params.pageSize,
    ...(params.search ? { search: params.search } : {}),
    ...(params.category !== ALL ? { type: params.category as Transportation['type'] } : {}),
  };
  const list = trpc.transportation.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const actions = useTransportationActions();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Transportation | null>(null);

  const boats = list.data?.transportations ?? [];
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  async function confirmDelete() {
    if (!deleting) return;
    if (await actions.remove(deleting)) setDeleting(null);
  }

  return (
    <>
      <ScreenHeader
        title="Transportation"
        description="Jadwal dan armada penyeberangan ke pulau."
        actions={
          <button type="button" className="button button--primary" onClick={() => setForm({ open: true, editing: null })}>
            Add Transportation
          </button>
        }
      />

      <div className="toolbar">
        <SearchBox label="Cari transportasi" hideLabel placeholder="Cari nama, dermaga, atau telepon…" delay={SEARCH_DEBOUNCE_MS} value={params.search} onChange={params.setSearch} />
        <div className="toolbar__filter">
          <label htmlFor={typeId}>Type</label>
          <select id={typeId} className="select" value={params.category} onChange={(event) => params.setCategory(event.target.value)}>
            <option value={ALL}>All Types</option>
            {TRANSPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-label="Daftar transportasi" aria-busy={list.isFetching}>
        <ListState
          loading={list.isPending}
          error={list.data ? null : list.error}
          errorFallback={LOAD_FAILED}
          empty={boats.length === 0}
          emptyText={TRANSPORTATION_TEXTS.empty}
          onRetry={() => void list.refetch()}
        >
          <CardGrid
            items={boats}
            getKey={(boat) => boat.id}
            label="Transportasi"
            renderItem={(boat) => (
              <TransportationCard
                transportation={boat}
                busy={actions.busyId === boat.id}
                onToggleStatus={() => void actions.toggleStatus(boat)}
                onEdit={() => setForm({ open: true, editing: boat })}
                onDelete={() => setDeleting(boat)}
              />
            )}
          />
        </ListState>
      </section>

      {pagination && pagination.totalPages > 1 && (
        <Pagination
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPageChange={params.setPage}
          pageSize={params.pageSize}
          onPageSizeChange={params.setPageSize}
          label="Halaman transportasi"
        />
      )}

      <TransportationFormDialog
        open={form.open}
        editing={form.open ? form.editing : null}
        onClose={() => setForm({ open: false })}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Transportasi"
        message={deleting ? `Hapus transportasi ${deleting.name}? Tindakan ini tidak dapat dibatalkan.` : ''}
        confirmLabel="Hapus"
        tone="danger"
        busy={deleting !== null && actions.busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
