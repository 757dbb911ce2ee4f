import { formatRupiah, PACKAGE_PAGE_SIZE, PACKAGE_TEXTS, type TourPackage } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { CardGrid } from '../../public/catalogue/CardGrid.tsx';
import { CatalogueCard } from '../../public/catalogue/CatalogueCard.tsx';
import { LOAD_FAILED } from '../../public/catalogue/labels.ts';
import { ListState } from '../../public/catalogue/ListState.tsx';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { CardActions } from '../catalogue/CardActions.tsx';
import { CatalogueFilters } from '../catalogue/CatalogueFilters.tsx';
import { useCanWrite } from '../catalogue/useCanWrite.ts';
import { useDeleteConfirmation } from '../catalogue/useDeleteConfirmation.tsx';
import { PackageFormDialog } from '../packages/PackageFormDialog.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';

export default function PackagesScreen() {
  const canWrite = useCanWrite();
  const params = useListParams({ pageSize: PACKAGE_PAGE_SIZE });
  const query = trpc.packages.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const pagination = query.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  const [formTarget, setFormTarget] = useState<{ pkg: TourPackage | null } | null>(null);

  const utils = trpc.useUtils();
  const remove = trpc.packages.delete.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const confirmDelete = useDeleteConfirmation<TourPackage>({
    title: 'Hapus Paket Wisata',
    describe: (pkg) => `Apakah Anda yakin ingin menghapus paket "${pkg.name}"?`,
    remove: (pkg) => remove.mutateAsync({ id: pkg.id }),
    success: PACKAGE_TEXTS.deleted,
    failure: 'Gagal menghapus paket wisata',
  });

  return (
    <>
      <ScreenHeader
        title="Tour Packages"
        description="Paket wisata yang tampil di halaman Paket Wisata."
        actions={
          canWrite && (
            <button type="button" className="button button--primary" onClick={() => setFormTarget({ pkg: null })}>
              <Icon name="plus" size={20} />
              Tambah Paket
            </button>
          )
        }
      />
      <CatalogueFilters searchLabel="Cari paket wisata" search={params.search} onSearch={params.setSearch} />
      <div className="catalogue-results" aria-busy={query.isPlaceholderData || undefined}>
        <ListState
          loading={query.isPending}
          error={query.error}
          errorFallback={LOAD_FAILED.packages}
          empty={(query.data?.packages.length ?? 0) === 0}
          emptyText="Belum ada paket wisata yang cocok."
          onRetry={() => void query.refetch()}
        >
          <CardGrid
            items={query.data?.packages ?? []}
            getKey={(pkg) => pkg.id}
            label="Paket wisata"
            renderItem={(pkg) => (
              <CatalogueCard
                image={pkg.image}
                title={pkg.name}
                badge={pkg.popular ? 'Popular' : 'Regular'}
                badgeTone={pkg.popular ? 'accent' : 'muted'}
                footer={
                  canWrite && (
                    <CardActions
                      itemName={pkg.name}
                      actions={[
                        { label: 'Edit', icon: 'pencil', onClick: () => setFormTarget({ pkg }) },
                        { label: 'Hapus', icon: 'trash', onClick: () => confirmDelete.ask(pkg), danger: true },
                      ]}
                    />
                  )
                }
              >
                <p className="package-price">
                  <span className="package-price__amount">{formatRupiah(pkg.price)}</span>
                  <span className="package-price__unit"> / orang</span>
                </p>
                <ul className="package-facts">
                  <li>
                    <Icon name="clock" size={18} />
                    {pkg.duration}
                  </li>
                  <li>
                    <Icon name="users" size={18} />
                    Min. {pkg.minPersons} orang
                  </li>
                  <li>
                    <Icon name="check" size={18} />
                    {pkg.facilities.length} fasilitas
                  </li>
                </ul>
              </CatalogueCard>
            )}
          />
        </ListState>
      </div>
      {pagination && (
        <Pagination page={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={params.setPage} hideWhenSinglePage label="Halaman paket wisata" />
      )}
      {canWrite && <PackageFormDialog open={formTarget !== null} pkg={formTarget?.pkg ?? null} onClose={() => setFormTarget(null)} />}
      {confirmDelete.dialog}
    </>
  );
}
