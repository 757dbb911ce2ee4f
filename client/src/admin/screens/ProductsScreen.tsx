import '../umkm/umkm-admin.css';
import '../../public/products/products.css';
import { formatRupiah, hasRole, MSME_CHOICE_LIMIT, type Product, PRODUCT_PAGE_SIZE, PRODUCT_TEXTS, SELLER_ROLES, ID_LABELS } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { listPager } from '../../ui/listPager.ts';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { ListToolbar } from '../ListToolbar.tsx';
import { ProductFormDialog } from '../products/ProductFormDialog.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { StaffCardGrid } from '../StaffCardGrid.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

export default function ProductsScreen() {
  const { user } = useAuth();
  // An msme owner sees and manages the products of their own businesses only (docs/product.md, Roles).
  const ownerId = user && hasRole(user.role, SELLER_ROLES) ? user.id : undefined;
  const params = useListParams({ pageSize: PRODUCT_PAGE_SIZE });
  const query = trpc.products.list.useQuery({ ...params.input, user_id: ownerId }, { placeholderData: keepPreviousData, staleTime: 0 });
  const msmesQuery = trpc.msme.list.useQuery({ limit: MSME_CHOICE_LIMIT, user_id: ownerId }, { staleTime: 0 });
  const msmes = msmesQuery.data?.msmes ?? [];
  const pagination = query.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  const [formTarget, setFormTarget] = useState<{ product: Product | null } | null>(null);
  const noMsme = msmesQuery.isSuccess && msmes.length === 0;

  const utils = trpc.useUtils();
  const remove = trpc.products.delete.useMutation({ onSuccess: () => Promise.all([utils.products.invalidate(), utils.msme.invalidate()]) });
  const confirmDelete = useDeleteConfirmation<Product>({
    title: 'Hapus Produk',
    message: (product) => <p>Apakah Anda yakin ingin menghapus produk &quot;{product.name}&quot;? Tindakan ini tidak dapat dibatalkan.</p>,
    remove: removeWithToast((product) => remove.mutateAsync({ id: product.id }), PRODUCT_TEXTS.deleted, 'Gagal menghapus produk'),
  });

  return (
    <>
      <ScreenHeader
        title={ownerId ? 'Produk Saya' : 'Produk'}
        description="Produk UMKM yang tampil di halaman UMKM."
        actions={
          <div className="add-hint">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setFormTarget({ product: null })}
              disabled={!msmesQuery.isSuccess || noMsme}
              aria-describedby={noMsme ? 'add-product-hint' : undefined}
            >
              <Icon name="plus" size={20} />
              Tambah Produk
            </button>
            {noMsme && <p id="add-product-hint">Buat MSME terlebih dahulu</p>}
          </div>
        }
      />
      <ListToolbar params={params} searchLabel="Cari produk" />
      <StaffCardGrid
        items={query.data?.products ?? []}
        getKey={(product) => product.id}
        label="Produk"
        query={query}
        errorFallback={PRODUCT_TEXTS.loadFailed}
        emptyText={noMsme ? PRODUCT_TEXTS.msmeFirst : 'Belum ada produk yang cocok.'}
        pagination={listPager(pagination, params.setPage, { hideWhenSinglePage: true, label: 'Halaman produk' })}
        card={(product) => ({
          image: product.image,
          title: product.name,
          eyebrow: ID_LABELS.productCategory[product.category],
          body: (
            <>
              <p className="product-card__price">{formatRupiah(product.price)}</p>
              <p className="product-card__seller">{product.sellerInfo.brand}</p>
            </>
          ),
          actions: [
            { label: 'Edit', icon: 'pencil', onClick: () => setFormTarget({ product }) },
            { label: 'Hapus', icon: 'trash', onClick: () => confirmDelete.ask(product), danger: true },
          ],
        })}
      />
      <ProductFormDialog open={formTarget !== null} product={formTarget?.product ?? null} msmes={msmes} onClose={() => setFormTarget(null)} />
      {confirmDelete.dialog}
    </>
  );
}

/**
 * A product's form opened on its English tab, for the translator's list (a site runner's screen:
 * every MSME may be chosen). It lives with this screen and is loaded with it, so the form stays in
 * this screen's chunk rather than one more chunk that the entry would have to name.
 */
export function ProductTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.products.get.useQuery({ id });
  const msmes = trpc.msme.list.useQuery({ limit: MSME_CHOICE_LIMIT });
  return data && msmes.data ? <ProductFormDialog open product={data} msmes={msmes.data.msmes} onClose={onClose} initialLanguage="en" /> : null;
}
