import type { Destination } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useListParams } from '../../ui/useListParams.ts';
import { CatalogueCard } from '../catalogue/CatalogueCard.tsx';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { categoryOptions, DESTINATION_CATEGORY_LABELS, LOAD_FAILED, PUBLIC_PAGE_SIZE } from '../catalogue/labels.ts';
import { DestinationDetail } from '../destinations/DestinationDetail.tsx';
import { PageHeader } from '../PageHeader.tsx';

const CATEGORY_OPTIONS = categoryOptions(DESTINATION_CATEGORY_LABELS);

export function DestinationsPage() {
  useDocumentTitle('Destinasi Wisata');
  const params = useListParams({ pageSize: PUBLIC_PAGE_SIZE });
  const query = trpc.destinations.list.useQuery(params.input, { placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<Destination | null>(null);

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
              onOpen={() => setSelected(destination)}
              footer={
                <button type="button" className="button button--ghost button--block" onClick={() => setSelected(destination)}>
                  Lihat Detail<span className="visually-hidden"> {destination.title}</span>
                </button>
              }
            >
              <p className="catalogue-card__text">{destination.shortDescription}</p>
            </CatalogueCard>
          )}
        />
      </div>
      <Dialog open={selected !== null} title={selected?.title ?? ''} onClose={() => setSelected(null)} size="lg">
        {selected && <DestinationDetail destination={selected} />}
      </Dialog>
    </>
  );
}
