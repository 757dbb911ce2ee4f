import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { CatalogueCard } from '../catalogue/CatalogueCard.tsx';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { categoryOptions, CULTURE_CATEGORY_LABELS, LOAD_FAILED, PUBLIC_PAGE_SIZE } from '../catalogue/labels.ts';
import { CultureDetail } from '../culture/CultureDetail.tsx';
import { PageHeader } from '../PageHeader.tsx';

const CATEGORY_OPTIONS = categoryOptions(CULTURE_CATEGORY_LABELS);
const CATEGORIES = Object.keys(CULTURE_CATEGORY_LABELS);

export function CulturePage() {
  useDocumentTitle('Budaya & Tradisi');
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE, categories: CATEGORIES });
  const query = trpc.culture.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const detailId = params.detailId;
  const listed = query.data?.cultures.find((item) => item.id === detailId);
  // An item opened from a shared link or a reload may sit on another page of the list.
  const fetched = trpc.culture.get.useQuery(
    { id: detailId ?? 0 },
    { enabled: detailId !== null && !listed && !query.isPending },
  );
  const selected = detailId === null ? null : (listed ?? (fetched.data?.id === detailId ? fetched.data : null));

  return (
    <>
      <PageHeader title="Budaya & Tradisi" lead="Tarian, kuliner, adat, dan kearifan lokal masyarakat pesisir." />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label="Cari budaya" hideLabel placeholder="Cari budaya dan tradisi…" value={params.search} onChange={params.setSearch} />
          <CategoryChips label="Kategori budaya" options={CATEGORY_OPTIONS} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={query.data?.cultures}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label="Budaya"
          errorFallback={LOAD_FAILED.culture}
          emptyText="Belum ada konten budaya untuk pilihan ini."
          getKey={(culture) => culture.id}
          renderItem={(culture) => (
            <CatalogueCard
              image={culture.image}
              title={culture.title}
              eyebrow={CULTURE_CATEGORY_LABELS[culture.category]}
              onOpen={() => params.openDetail(culture.id)}
              footer={
                <button type="button" className="button button--ghost button--block" onClick={() => params.openDetail(culture.id)}>
                  Lihat Detail<span className="visually-hidden"> {culture.title}</span>
                </button>
              }
            >
              <p className="catalogue-card__text">{culture.description}</p>
            </CatalogueCard>
          )}
        />
      </div>
      <Dialog open={selected !== null} title={selected?.title ?? ''} onClose={params.closeDetail} size="lg">
        {selected && <CultureDetail culture={selected} showPackagesLink />}
      </Dialog>
    </>
  );
}
