import { TESTIMONIAL_TEXTS, TESTIMONIAL_WAITING, type Testimonial, type TestimonialWaiting } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { toast } from '../../ui/toast.ts';
import { useInitialUrlFilter } from '../../ui/useInitialUrlFilter.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { TestimonialDetailsDialog } from '../testimonials/TestimonialDetailsDialog.tsx';
import { TestimonialStatsPanel } from '../testimonials/TestimonialStatsPanel.tsx';
import { TestimonialsTable } from '../testimonials/TestimonialsTable.tsx';
import { useTestimonialActions } from '../testimonials/testimonialActions.ts';
import { useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;
const RATING_OPTIONS = [
  { value: ALL, label: 'Semua rating' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} bintang` })),
];
const WAITING_LABELS: Record<TestimonialWaiting, string> = {
  hidden: 'Hanya testimoni yang belum ditampilkan',
  unverified: 'Hanya testimoni yang belum diverifikasi',
};

export default function TestimonialsScreen() {
 // The list's one filter is the rating; changing it goes back to page 1.
  const params = useListParams({ pageSize: PAGE_SIZE, filterKey: 'rating', parseFilter: Number });
  // The dashboard's links open the waiting ones (`?waiting=hidden|unverified`) until cleared.
  const [waiting, setWaiting] = useState(useInitialUrlFilter('waiting', TESTIMONIAL_WAITING));
  const input = { ...params.input, ...(waiting !== ALL ? { waiting: waiting as TestimonialWaiting } : {}) };
  // Staff see what is stored now: a new submission must not wait out the public cache.
  const list = trpc.testimonials.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const stats = trpc.testimonials.stats.useQuery(undefined, { staleTime: 0 });
  const actions = useTestimonialActions();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const confirmDelete = useDeleteConfirmation<Testimonial>({
    title: 'Hapus Testimoni',
    message: (t) => `Hapus testimoni dari ${t.name}? Tindakan ini tidak dapat dibatalkan.`,
    remove: actions.remove,
  });

  const testimonials = list.data?.testimonials ?? [];
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  useEffect(() => {
    if (list.isError) toast.error(messageOf(list.error, TESTIMONIAL_TEXTS.loadFailed));
  }, [list.isError, list.error]);

  // The dialog follows the row as it is refetched, so its buttons always show the current state.
  const viewing = viewingId === null ? null : (testimonials.find((t) => t.id === viewingId) ?? null);

  const description = stats.data
    ? `${stats.data.displayed} ditampilkan · ${stats.data.pendingVerification} menunggu verifikasi`
    : 'Kelola testimoni pengunjung dan ulasan tamu paket: yang ditampilkan tampil di beranda dan di halaman paketnya.';

  return (
    <>
      <ScreenHeader title="Manajemen Testimoni" description={description} />

      <ListToolbar
        params={params}
        searchLabel="Cari testimoni"
        searchPlaceholder="Cari nama, asal, atau pesan…"
        searchDelay={SEARCH_DEBOUNCE_MS}
        filter={{ label: 'Rating', options: RATING_OPTIONS }}
      />

      {waiting !== ALL && (
        <p role="status">
          {WAITING_LABELS[waiting as TestimonialWaiting]}.{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setWaiting(ALL);
              params.setPage(1);
            }}
          >
            Tampilkan semua
          </button>
        </p>
      )}

      <section aria-label="Testimoni">
        <TestimonialsTable
          rows={testimonials}
          query={list}
          errorFallback={TESTIMONIAL_TEXTS.loadFailed}
          pagination={tablePager(pagination, params.setPage, { pageSize: PAGE_SIZE, label: 'Halaman testimoni' })}
          busyId={actions.busyId}
          onView={(t) => setViewingId(t.id)}
          onToggleDisplayed={(t) => void actions.toggleDisplayed(t)}
          onToggleVerified={(t) => void actions.toggleVerified(t)}
          onDelete={confirmDelete.ask}
        />
      </section>

      <TestimonialStatsPanel stats={stats.data} />

      <TestimonialDetailsDialog
        testimonial={viewing}
        busy={viewing !== null && actions.busyId === viewing.id}
        onClose={() => setViewingId(null)}
        onToggleDisplayed={(t) => void actions.toggleDisplayed(t)}
        onToggleVerified={(t) => void actions.toggleVerified(t)}
      />

      {confirmDelete.dialog}
    </>
  );
}
