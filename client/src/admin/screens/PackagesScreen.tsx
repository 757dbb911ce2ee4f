import { PACKAGE_PAGE_SIZE, PACKAGE_TEXTS, type TourPackage } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LOAD_FAILED } from '../../public/catalogue/labels.ts';
import { PackageFacts } from '../../public/packages/PackageFacts.tsx';
import { PackagePrice } from '../../public/packages/PackagePrice.tsx';
import { trpc } from '../../trpc.ts';
import { listPager } from '../../ui/listPager.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { AddButton } from '../AddButton.tsx';
import { useCanWrite } from '../catalogue/useCanWrite.ts';
import { BookingRulesDialog } from '../packages/BookingRulesDialog.tsx';
import { PackageFormDialog } from '../packages/PackageFormDialog.tsx';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { StaffCardGrid } from '../StaffCardGrid.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

export default function PackagesScreen() {
  const canWrite = useCanWrite();
  const params = useListParams({ pageSize: PACKAGE_PAGE_SIZE });
  const query = trpc.packages.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const pagination = query.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  const [formTarget, setFormTarget] = useState<{ pkg: TourPackage | null } | null>(null);
  const [rulesTarget, setRulesTarget] = useState<TourPackage | null>(null);

  const utils = trpc.useUtils();
  const remove = trpc.packages.delete.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const confirmDelete = useDeleteConfirmation<TourPackage>({
    title: 'Hapus Paket Wisata',
    message: (pkg) => <p>Apakah Anda yakin ingin menghapus paket &quot;{pkg.name}&quot;? Tindakan ini tidak dapat dibatalkan.</p>,
    remove: removeWithToast((pkg) => remove.mutateAsync({ id: pkg.id }), PACKAGE_TEXTS.deleted, 'Gagal menghapus paket wisata'),
  });

  return (
    <>
      <ScreenHeader
        title="Paket Wisata"
        description="Paket wisata yang tampil di halaman Paket Wisata."
        actions={canWrite && <AddButton label="Tambah Paket" onClick={() => setFormTarget({ pkg: null })} />}
      />
      <ListToolbar params={params} searchLabel="Cari paket wisata" />
      <StaffCardGrid
        items={query.data?.packages ?? []}
        getKey={(pkg) => pkg.id}
        label="Paket wisata"
        query={query}
        errorFallback={LOAD_FAILED.packages}
        emptyText="Belum ada paket wisata yang cocok."
        pagination={listPager(pagination, params.setPage, { hideWhenSinglePage: true, label: 'Halaman paket wisata' })}
        card={(pkg) => ({
          image: pkg.image,
          title: pkg.name,
          badge: pkg.popular ? 'Paling diminati' : 'Biasa',
          badgeTone: pkg.popular ? 'accent' : 'muted',
          body: (
            <>
              <PackagePrice price={pkg.price} />
              <PackageFacts pkg={pkg}>
                <li>
                  <Icon name="check" size={18} />
                  {pkg.facilities.length} fasilitas
                </li>
              </PackageFacts>
            </>
          ),
          actions: canWrite
            ? [
                { label: 'Edit', icon: 'pencil', onClick: () => setFormTarget({ pkg }) },
                { label: 'Aturan Booking', icon: 'calendar', onClick: () => setRulesTarget(pkg) },
                { label: 'Hapus', icon: 'trash', onClick: () => confirmDelete.ask(pkg), danger: true },
              ]
            : [],
        })}
      />
      {canWrite && (
        <PackageFormDialog
          open={formTarget !== null}
          pkg={formTarget?.pkg ?? null}
          onClose={() => setFormTarget(null)}
          onEditRules={(pkg) => {
            setFormTarget(null);
            setRulesTarget(pkg);
          }}
        />
      )}
      {canWrite && <BookingRulesDialog pkg={rulesTarget} onClose={() => setRulesTarget(null)} />}
      {confirmDelete.dialog}
    </>
  );
}
