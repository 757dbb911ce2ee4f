import '../transportation/transportation.css';
import { TRANSPORT_TYPES, TRANSPORTATION_TEXTS, type Transportation, type TransportType } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import { listPager } from '../../ui/listPager.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { StaffCardGrid } from '../StaffCardGrid.tsx';
import { TodayBoard } from '../transportation/TodayBoard.tsx';
import { TransportationCard } from '../transportation/TransportationCard.tsx';
import { TransportationFormDialog } from '../transportation/TransportationFormDialog.tsx';
import { useTransportationActions } from '../transportation/transportationActions.ts';
import { TYPE_LABELS } from '../transportation/transportationLabels.ts';
import { useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useLeaveThen } from '../../ui/unsavedChanges.tsx';

const SEARCH_DEBOUNCE_MS = 400;
const LOAD_FAILED = 'Gagal memuat data transportasi.';
const TYPE_OPTIONS = [{ value: ALL, label: 'Semua jenis' }, ...TRANSPORT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))];

/** The type filter's value as the list procedure takes it (the select offers only known types). */
const asTransportType = (raw: string) => raw as TransportType;

type FormState = { open: false } | { open: true; editing: Transportation | null };

type View = 'fleet' | 'today';
const VIEWS = [
  { id: 'fleet', label: 'Armada' },
  { id: 'today', label: 'Hari ini' },
] as const;
/** `#hari-ini` opens the day's board directly: the address a clerk keeps on the phone's home screen. */
const TODAY_HASH = '#hari-ini';

export default function TransportationScreen() {
  const [view, setView] = useState<View>(() => (typeof location !== 'undefined' && location.hash === TODAY_HASH ? 'today' : 'fleet'));
  const leaveThen = useLeaveThen();
  // The other tab unmounts this one: a departure's note typed and not saved is asked about first.
  const choose = (next: View) =>
    leaveThen(() => {
      setView(next);
      history.replaceState(history.state, '', next === 'today' ? TODAY_HASH : location.pathname + location.search);
    });
  return (
    <>
      <ScreenHeader title="Transportasi" description="Jadwal dan armada penyeberangan ke pulau." />
      <Tabs label="Tampilan transportasi" tabs={VIEWS} value={view} onChange={choose}>
        {(id) => (id === 'today' ? <TodayBoard /> : <FleetView />)}
      </Tabs>
    </>
  );
}

function FleetView() {
  // The list's one filter is the boat type; changing it goes back to page 1.
  const params = useListParams({ pageSize: 10, filterKey: 'type', parseFilter: asTransportType });
  const list = trpc.transportation.list.useQuery(params.input, { placeholderData: keepPreviousData, staleTime: 0 });
  const actions = useTransportationActions();
  const [form, setForm] = useState<FormState>({ open: false });
  const confirmDelete = useDeleteConfirmation<Transportation>({
    title: 'Hapus Transportasi',
    message: (boat) => `Hapus transportasi ${boat.name}? Tindakan ini tidak dapat dibatalkan.`,
    remove: actions.remove,
  });

  const boats = list.data?.transportations ?? [];
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  return (
    <>
      <div className="today-board__fleet-actions">
        <button type="button" className="button button--primary" onClick={() => setForm({ open: true, editing: null })}>
          Tambah Transportasi
        </button>
      </div>

      <ListToolbar
        params={params}
        searchLabel="Cari transportasi"
        searchPlaceholder="Cari nama, dermaga, atau telepon…"
        searchDelay={SEARCH_DEBOUNCE_MS}
        filter={{ label: 'Jenis', options: TYPE_OPTIONS }}
      />

      <section aria-label="Daftar transportasi">
        <StaffCardGrid
          items={boats}
          getKey={(boat) => boat.id}
          label="Transportasi"
          query={list}
          errorFallback={LOAD_FAILED}
          emptyText={TRANSPORTATION_TEXTS.empty}
          keepRowsOnError
          pagination={listPager(pagination, params.setPage, {
            onlyWhenSeveralPages: true,
            pageSize: params.pageSize,
            onPageSizeChange: params.setPageSize,
            label: 'Halaman transportasi',
          })}
          renderItem={(boat) => (
            <TransportationCard
              transportation={boat}
              busy={actions.busyId === boat.id}
              onToggleStatus={() => void actions.toggleStatus(boat)}
              onEdit={() => setForm({ open: true, editing: boat })}
              onDelete={() => confirmDelete.ask(boat)}
            />
          )}
        />
      </section>

      <TransportationFormDialog
        open={form.open}
        editing={form.open ? form.editing : null}
        onClose={() => setForm({ open: false })}
      />

      {confirmDelete.dialog}
    </>
  );
}
