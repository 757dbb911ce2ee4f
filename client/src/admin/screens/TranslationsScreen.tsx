import { formatDate, type TranslatableKind, type TranslationPendingItem, type TranslationState } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { trpc } from '../../trpc.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PackageFormDialog } from '../packages/PackageFormDialog.tsx';

// Each kind's form comes with its own screen's chunk (see DestinationTranslation).
const DestinationTranslation = lazy(() => import('./DestinationsScreen.tsx').then((screen) => ({ default: screen.DestinationTranslation })));
const CultureTranslation = lazy(() => import('./CultureScreen.tsx').then((screen) => ({ default: screen.CultureTranslation })));
const EventTranslation = lazy(() => import('./EventsScreen.tsx').then((screen) => ({ default: screen.EventTranslation })));
const ArticleTranslation = lazy(() => import('./ArticlesScreen.tsx').then((screen) => ({ default: screen.ArticleTranslation })));
const ProductTranslation = lazy(() => import('./ProductsScreen.tsx').then((screen) => ({ default: screen.ProductTranslation })));
const MsmeTranslation = lazy(() => import('./UmkmScreen.tsx').then((screen) => ({ default: screen.MsmeTranslation })));
const FacilityTranslation = lazy(() => import('./SettingsScreen.tsx').then((screen) => ({ default: screen.FacilityTranslation })));
import { ScreenHeader } from '../ScreenHeader.tsx';

const KIND_LABELS: Record<TranslatableKind, string> = { package: 'Paket wisata', destination: 'Destinasi', culture: 'Budaya', event: 'Acara', article: 'Artikel', product: 'Produk', msme: 'UMKM', facility: 'Fasilitas' };

const STATE_LABELS: Record<TranslationState, { text: string; tone: string }> = {
  missing: { text: 'Belum ada bahasa Inggris', tone: 'badge--muted' },
  partial: { text: 'Nama atau deskripsi belum diterjemahkan', tone: 'badge--outline' },
  outdated: { text: 'Bahasa Indonesia berubah sejak diterjemahkan', tone: 'badge--warning' },
};

const COLUMNS: ColumnDef<TranslationPendingItem>[] = [
  { id: 'name', header: 'Nama', cell: ({ row }) => <span className="data-table__title">{row.original.name}</span> },
  { id: 'kind', header: 'Jenis', cell: ({ row }) => KIND_LABELS[row.original.kind] },
  {
    id: 'state',
    header: 'Keadaan',
    cell: ({ row }) => {
      const label = STATE_LABELS[row.original.state];
      return <span className={`badge ${label.tone}`}>{label.text}</span>;
    },
  },
  { id: 'changed', header: 'Diubah', meta: { className: 'data-table__date' }, cell: ({ row }) => formatDate(row.original.changedAt) },
];

/**
 * "Perlu diterjemahkan": every published item whose English is missing or older than its
 * Indonesian, newest change first, so a volunteer translator can work down the list. Each opens
 * its own form on the English tab; saved, it leaves the list.
 */
export default function TranslationsScreen() {
  const query = trpc.translations.pending.useQuery();
  const [opening, setOpening] = useState<TranslationPendingItem | null>(null);
  const utils = trpc.useUtils();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  function close() {
    setOpening(null);
    void utils.translations.pending.invalidate();
  }

  return (
    <>
      <ScreenHeader
        title="Perlu diterjemahkan"
        description={
          query.data
            ? total === 0
              ? 'Semua yang tampil bagi pengunjung sudah ada dalam bahasa Inggris.'
              : `${total} item menunggu terjemahan bahasa Inggris. Yang kosong tampil dalam bahasa Indonesia di halaman berbahasa Inggris.`
            : undefined
        }
      />
      <DataTable
        columns={COLUMNS}
        rows={items}
        getRowKey={(item) => `${item.kind}-${item.id}`}
        label="Daftar yang perlu diterjemahkan"
        query={query}
        errorFallback="Gagal memuat daftar terjemahan"
        emptyText="Tidak ada yang perlu diterjemahkan."
        rowActions={(item) => (
          <button type="button" className="button button--ghost button--small" onClick={() => setOpening(item)} disabled={opening === item}>
            <Icon name="pencil" size={18} />
            Terjemahkan
            <span className="visually-hidden"> {item.name}</span>
          </button>
        )}
      />
      {opening !== null && (
        <Suspense fallback={null}>
          <TranslationForm item={opening} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** The item's own form, opened on its English tab once the item is read. */
function TranslationForm({ item, onClose }: { item: TranslationPendingItem; onClose: () => void }) {
  switch (item.kind) {
    case 'package':
      return <PackageTranslation id={item.id} onClose={onClose} />;
    case 'destination':
      return <DestinationTranslation id={item.id} onClose={onClose} />;
    case 'culture':
      return <CultureTranslation id={item.id} onClose={onClose} />;
    case 'event':
      return <EventTranslation id={item.id} onClose={onClose} />;
    case 'article':
      return <ArticleTranslation id={item.id} onClose={onClose} />;
    case 'product':
      return <ProductTranslation id={item.id} onClose={onClose} />;
    case 'msme':
      return <MsmeTranslation id={item.id} onClose={onClose} />;
    case 'facility':
      return <FacilityTranslation id={item.id} onClose={onClose} />;
  }
}

function PackageTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.packages.get.useQuery({ id });
  return data ? <PackageFormDialog open pkg={data} onClose={onClose} initialLanguage="en" /> : null;
}
