import type { Destination } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc, type RouterInputs } from '../../trpc.ts';
import { DESTINATION_CATEGORY_LABELS, LOAD_FAILED } from '../catalogue/labels.ts';
import { type CatalogueList, PublicCataloguePage } from '../catalogue/PublicCataloguePage.tsx';
import { DestinationDetail } from '../destinations/DestinationDetail.tsx';

function useDestinationList(input: RouterInputs['destinations']['list']): CatalogueList<Destination> {
  const query = trpc.destinations.list.useQuery(input, { placeholderData: keepPreviousData });
  return { query, items: query.data?.destinations, pagination: query.data?.pagination };
}

function useDestination(id: number, enabled: boolean): Destination | undefined {
  return trpc.destinations.get.useQuery({ id }, { enabled }).data;
}

export function DestinationsPage() {
  return (
    <PublicCataloguePage
      title="Destinasi Wisata"
      lead="Pantai, alam, budaya, dan petualangan di sekitar pulau."
      categoryLabels={DESTINATION_CATEGORY_LABELS}
      searchLabel="Cari destinasi"
      searchPlaceholder="Cari destinasi…"
      chipsLabel="Kategori destinasi"
      listLabel="Destinasi"
      errorFallback={LOAD_FAILED.destinations}
      emptyText="No destinations found for the selected filter."
      useList={useDestinationList}
      useItem={useDestination}
      eyebrow={(destination) => DESTINATION_CATEGORY_LABELS[destination.category]}
      text={(destination) => destination.shortDescription}
      renderDetail={(destination) => <DestinationDetail destination={destination} />}
    />
  );
}
