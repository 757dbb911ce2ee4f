import { PRODUCT_CATEGORY_LABELS, PRODUCT_TEXTS } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { categoryOptions, PUBLIC_PAGE_SIZE } from '../catalogue/labels.ts';
import { PageHeader } from '../PageHeader.tsx';
import { ProductCard } from '../products/ProductCard.tsx';
import { ProductDetail } from '../products/ProductDetail.tsx';

const CATEGORY_OPTIONS = categoryOptions(PRODUCT_CATEGORY_LABELS);
const CATEGORIES = Object.keys(PRODUCT_CATEGORY_LABELS);

export function ProductsPage() {
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE, categories: CATEGORIES });
  const query = trpc.products.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const detailId = params.detailId;
  const listed = query.data?.products.find((item) => item.id === detailId);
  // The detail carries the related products; the listed card is shown while it loads.
  const fetched = trpc.products.get.useQuery({ id: detailId ?? 0 }, { enabled: detailId !== null });
  const full = fetched.data?.id === detailId ? fetched.data : undefined;
  const selected = detailId === null ? null : (full ?? listed ?? null);
  useDocumentTitle(selected?.name ?? 'Produk UMKM', selected?.description);

  return (
    <>
      <PageHeader title="Produk UMKM" lead="Kerajinan, kuliner, dan oleh-oleh buatan warga pulau." />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label="Cari produk" hideLabel placeholder="Cari produk UMKM…" value={params.search} onChange={params.setSearch} />
          <CategoryChips label="Kategori produk" options={CATEGORY_OPTIONS} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={query.data?.products}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label="Produk"
          errorFallback={PRODUCT_TEXTS.loadFailed}
          emptyText="Belum ada produk yang cocok dengan pilihan Anda."
          getKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} onOpen={() => params.openDetail(product.id)} />}
        />
      </div>
      <Dialog open={selected !== null} title={selected?.name ?? ''} onClose={params.closeDetail} size="lg">
        {selected && <ProductDetail product={selected} relatedProducts={full?.relatedProducts} onOpenProduct={params.openDetail} />}
      </Dialog>
    </>
  );
}
