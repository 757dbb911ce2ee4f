import { PRODUCT_CATEGORIES } from '@island/shared';
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
import { useT } from '../../i18n/language.tsx';
import { productTexts } from '../products/productTexts.ts';
import { INDONESIAN_ONLY } from '../../i18n/twin.ts';

const CATEGORIES: readonly string[] = PRODUCT_CATEGORIES;

export function ProductsPage() {
  const { t, texts, language } = useT();
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE, categories: CATEGORIES });
  const query = trpc.products.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const detailId = params.detailId;
  const listed = query.data?.products.find((item) => item.id === detailId);
  // The detail carries the related products; the listed card is shown while it loads.
  const fetched = trpc.products.get.useQuery({ id: detailId ?? 0 }, { enabled: detailId !== null });
  const full = fetched.data?.id === detailId ? fetched.data : undefined;
  const selected = detailId === null ? null : (full ?? listed ?? null);
  const opened = selected && productTexts(selected, language);
  // hreflang names the English twin only once the product's name and description are written in English.
  useDocumentTitle(opened?.name.text ?? t('products.title'), opened?.description.text, opened && !opened.inEnglish ? INDONESIAN_ONLY : undefined);

  return (
    <>
      <PageHeader title={t('products.title')} lead={t('products.lead')} />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label={t('products.search')} hideLabel placeholder={t('products.searchPlaceholder')} value={params.search} onChange={params.setSearch} />
          <CategoryChips label={t('products.chips')} options={categoryOptions(texts.categories.product, t('common.all'))} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={query.data?.products}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label={t('products.list')}
          errorFallback={t('products.loadFailed')}
          emptyText={t('products.empty')}
          getKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} onOpen={() => params.openDetail(product.id)} />}
        />
      </div>
      <Dialog open={selected !== null} title={opened?.name.text ?? ''} titleLang={opened?.name.lang} onClose={params.closeDetail} size="lg">
        {selected && <ProductDetail product={selected} relatedProducts={full?.relatedProducts} onOpenProduct={params.openDetail} />}
      </Dialog>
    </>
  );
}
