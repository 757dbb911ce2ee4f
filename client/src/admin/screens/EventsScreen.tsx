import { EVENT_ADMIN_PAGE_SIZE, EVENT_STATUSES, EVENT_TEXTS, type EventStatus, type IslandEvent, isSiteRunner } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useInitialUrlFilter } from '../../ui/useInitialUrlFilter.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { AddButton } from '../AddButton.tsx';
import { EventFormDialog } from '../events/EventFormDialog.tsx';
import { EventsTable } from '../events/EventsTable.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { ToolbarSelect } from '../ToolbarSelect.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { useRowAction } from '../useRowAction.ts';

const SEARCH_DEBOUNCE_MS = 500;
const STATUS_LABELS: Record<EventStatus, string> = { published: 'Terbit', pending: 'Menunggu tinjauan' };
/** Upcoming only (what the public sees), or the ended ones too: the server lists them together, the soonest first. */
const WHEN_OPTIONS = [
  { value: 'upcoming', label: 'Akan datang' },
  { value: 'past', label: 'Termasuk yang sudah lewat' },
] as const;
type When = (typeof WHEN_OPTIONS)[number]['value'];
type FormState = { open: false } | { open: true; editing: IslandEvent | null };

/** The events calendar's back-office: site runners manage every event, contributors propose their own. */
export default function EventsScreen() {
  const { user } = useAuth();
  const staff = user !== null && isSiteRunner(user.role);
  const params = useListParams({ pageSize: EVENT_ADMIN_PAGE_SIZE });
  const [status, setStatus] = useState<string>(useInitialUrlFilter('status', EVENT_STATUSES));
  const [when, setWhen] = useState<When>('upcoming');
  const input = {
    page: params.input.page,
    limit: params.input.limit,
    ...(params.input.search ? { search: params.input.search } : {}),
    ...(status !== ALL ? { status: status as EventStatus } : {}),
    ...(when === 'past' ? { past: true } : {}),
    // A contributor's list is their own proposals (the server lists only published events otherwise).
    ...(staff ? {} : { mine: true }),
  };
  const list = trpc.events.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  const utils = trpc.useUtils();
  const update = trpc.events.update.useMutation();
  const remove = trpc.events.delete.useMutation();
  const { busyId, run } = useRowAction(() => utils.events.invalidate());
  const [form, setForm] = useState<FormState>({ open: false });

  const publish = (event: IslandEvent) =>
    run(event.id, () => update.mutateAsync({ id: event.id, status: 'published' }), `"${event.title}" diterbitkan di agenda`, (error) => messageOf(error, 'Gagal menerbitkan acara'));

  const confirmDelete = useDeleteConfirmation<IslandEvent>({
    title: 'Hapus Acara',
    message: (event) => <p>Apakah Anda yakin ingin menghapus &quot;{event.title}&quot;? Tindakan ini tidak dapat dibatalkan.</p>,
    remove: removeWithToast(
      async (event: IslandEvent) => {
        await remove.mutateAsync({ id: event.id });
        await utils.events.invalidate();
      },
      EVENT_TEXTS.deleted,
      'Gagal menghapus acara',
    ),
  });


  return (
    <>
      <ScreenHeader
        title={staff ? 'Agenda' : 'Usulan Acara Saya'}
        description={staff ? 'Acara di kalender pulau: terbitkan usulan kontributor, ubah, dan hapus.' : 'Usulkan acara; admin meninjaunya sebelum tampil di agenda.'}
        actions={<AddButton label={staff ? 'Tambah Acara' : 'Usulkan Acara'} onClick={() => setForm({ open: true, editing: null })} />}
      />

      <div className="toolbar">
        <SearchBox label="Cari acara" hideLabel placeholder="Cari judul atau tempat…" delay={SEARCH_DEBOUNCE_MS} value={params.search} onChange={params.setSearch} />
        <ToolbarSelect
          label="Status"
          value={status}
          options={[{ value: ALL, label: 'Semua status' }, ...EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
          onChange={(value) => {
            setStatus(value);
            params.setPage(1);
          }}
        />
        <ToolbarSelect
          label="Waktu"
          value={when}
          options={WHEN_OPTIONS}
          onChange={(value) => {
            setWhen(value as When);
            params.setPage(1);
          }}
        />
      </div>

      <EventsTable
        rows={list.data?.events ?? []}
        query={list}
        pagination={tablePager(pagination, params.setPage, { pageSize: EVENT_ADMIN_PAGE_SIZE, label: 'Halaman acara' })}
        staff={staff}
        busyId={busyId}
        onEdit={(event) => setForm({ open: true, editing: event })}
        onDelete={confirmDelete.ask}
        onPublish={(event) => void publish(event)}
      />

      <EventFormDialog open={form.open} event={form.open ? form.editing : null} staff={staff} onClose={() => setForm({ open: false })} />
      {confirmDelete.dialog}
    </>
  );
}

/**
 * An event's form opened on its English tab, for the translator's list (a site runner's screen,
 * so the form is the staff's). It lives with this screen and is loaded with it, so the form stays
 * in this screen's chunk rather than one more chunk that the entry would have to name.
 */
export function EventTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.events.byId.useQuery({ id });
  return data ? <EventFormDialog open event={data} staff onClose={onClose} initialLanguage="en" /> : null;
}
