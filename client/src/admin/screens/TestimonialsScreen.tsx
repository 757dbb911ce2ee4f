import { TESTIMONIAL_TEXTS, type Testimonial } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ListState } from '../../public/catalogue/ListState.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { toast } from '../../ui/toast.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { TestimonialDetailsDialog } from '../testimonials/TestimonialDetailsDialog.tsx';
import { TestimonialStatsPanel } from '../testimonials/TestimonialStatsPanel.tsx';
import { TestimonialsTable } from '../testimonials/TestimonialsTable.tsx';
import { useTestimonialActions } from '../testimonials/testimonialActions.ts';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;
const RATING_OPTIONS = [
  { value: ALL, label: 'Semua rating' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} bintang` })),
];

export default function TestimonialsScreen() {
  const filterId = useId();
  // The rating filter rides in the list helper's category slot: changing it also goes back to page 1.
  const params = useListParams({ pageSize: PAGE_SIZE });
  const input = {
    page: params.page,
    limit: PAGE_SIZE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.category !== ALL ? { rating: Number(params.category) } : {}),
  };
  // Staff see what is stored now: a new submission must not wait out the public cache.
  const list = trpc.testimonials.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const stats = trpc.testimonials.stats.useQuery(undefined, { staleTime: 0 });
  const actions = useTestimonialActions();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const testimonials = list.data?.testimonials ?? [];
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  useEffect(() => {
    if (list.isError) toast.error(messageOf(list.error, TESTIMONIAL_TEXTS.loadFailed));
  }, [list.isError, list.error]);

  // The dialog follows the row as it is refetched, so its buttons always show the current state.
  const viewing = viewingId === null ? null : (testimonials.find((t) => t.id === viewingId) ?? null);

  async function confirmDelete() {
    if (!deleting) return;
    if (await actions.remove(deleting)) setDeleting(null);
  }

  const description = stats.data
    ? `${stats.data.displayed} ditampilkan · ${stats.data.pendingVerification} menunggu verifikasi`
    : 'Kelola testimoni pengunjung yang tampil di beranda.';

  return (
    <>
      <ScreenHeader title="Testimonials Management" description={description} />

      <div className="toolbar">
        <SearchBox label="Cari testimoni" hideLabel placeholder="Cari nama, asal, atau pesan…" delay={SEARCH_DEBOUNCE_MS} value={params.search} onChange={params.setSearch} />
        <div className="toolbar__filter">
          <label htmlFor={filterId}>Rating</label>
          <select id={filterId} className="select" value={params.category} onChange={(event) => params.setCategory(event.target.value)}>
            {RATING_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-label="Testimoni" aria-busy={list.isFetching}>
        <ListState
          loading={list.isPending}
          error={list.data ? null : list.error}
          errorFallback={TESTIMONIAL_TEXTS.loadFailed}
          empty={testimonials.length === 0}
          emptyText="Tidak ada testimoni yang cocok."
          onRetry={() => void list.refetch()}
        >
          <TestimonialsTable
            testimonials={testimonials}
            busyId={actions.busyId}
            onView={(t) => setViewingId(t.id)}
            onToggleDisplayed={(t) => void actions.toggleDisplayed(t)}
            onToggleVerified={(t) => void actions.toggleVerified(t)}
            onDelete={setDeleting}
          />
        </ListState>
      </section>

      {pagination && pagination.totalPages > 1 && (
        <Pagination
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          pageSize={PAGE_SIZE}
          onPageChange={params.setPage}
          showPageNumbers
          label="Halaman testimoni"
          prevLabel="Previous"
          nextLabel="Next"
        />
      )}

      <TestimonialStatsPanel stats={stats.data} />

      <TestimonialDetailsDialog
        testimonial={viewing}
        busy={viewing !== null && actions.busyId === viewing.id}
        onClose={() => setViewingId(null)}
        onToggleDisplayed={(t) => void actions.toggleDisplayed(t)}
        onToggleVerified={(t) => void actions.toggleVerified(t)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Testimoni"
        message={deleting ? `Hapus testimoni dari ${deleting.name}? Tindakan ini tidak dapat dibatalkan.` : ''}
        confirmLabel="Hapus"
        tone="danger"
        busy={deleting !== null && actions.busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
