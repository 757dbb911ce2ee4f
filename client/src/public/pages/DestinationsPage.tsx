import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { CatalogueCard } from '../catalogue/CatalogueCard.tsx';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { categoryOptions, DESTINATION_CATEGORY_LABELS, LOAD_FAILED, PUBLIC_PAGE_SIZE } from '../catalogue/labels.ts';
import { DestinationDetail } from '../destinations/DestinationDetail.tsx';
import { PageHeader } from '../PageHeader.tsx';

const CATEGORY_OPTIONS = categoryOptions(DESTINATION_CATEGORY_LABELS);
const CATEGORIES = Object.keys(DESTINATION_CATEGORY_LABELS);

export function DestinationsPage() {
  useDocumentTitle('Destinasi Wisata');
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE, categories: CATEGORIES });
  const query = trpc.destinations.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const detailId = params.detailId;
  const listed = query.data?.destinations.find((item) => item.id === detailId);
  // An item opened from a shared link or a reload may sit on another page of the list.
  const fetched = trpc.destinations.get.useQuery(
    { id: detailId ?? 0 },
    { enabled: detailId !== null && !listed && !query.isPending },
  );
  const selected = detailId === null ? null : (listed ?? (fetched.data?.id === detailId ? fetched.data : null));

  return (
    <>
      <PageHeader title="Destinasi Wisata" lead="Pantai, alam, budaya, dan petualangan di sekitar pulau." />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label="Cari destinasi" hideLabel placeholder="Cari destinasi…" value={params.search} onChange={params.setSearch} />
          <CategoryChips label="Kategori destinasi" options={CATEGORY_OPTIONS} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={query.data?.destinations}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label="Destinasi"
          errorFallback={LOAD_FAILED.destinations}
          emptyText="No destinations found for the selected filter."
          getKey={(destination) => destination.id}
          renderItem={(destination) => (
            <CatalogueCard
              image={destination.image}
              title={destination.title}
              eyebrow={DESTINATION_CATEGORY_LABELS[destination.category]}
              onOpen={() => params.openDetail(destination.id)}
              footer={
                <button type="button" className="button button--ghost button--block" onClick={() => params.openDetail(destination.id)}>
                  Lihat Detail<span className="visually-hidden"> {destination.title}</span>
                </button>
              }
            >
              <p className="catalogue-card__text">{destination.shortDescription}</p>
            </CatalogueCard>
          )}
        />
      </div>
      <Dialog open={selected !== null} title={selected?.title ?? ''} onClose={params.closeDetail} size="lg">
        {selected && <DestinationDetail destination={selected} />}
      </Dialog>
    </>
  );
}
