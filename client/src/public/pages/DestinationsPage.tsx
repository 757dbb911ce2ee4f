import type { Destination } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc, type RouterInputs } from '../../trpc.ts';
import { type CatalogueList, PublicCataloguePage } from '../catalogue/PublicCataloguePage.tsx';
import { DestinationDetail } from '../destinations/DestinationDetail.tsx';
import { useT } from '../../i18n/language.tsx';
import { destinationTexts } from '../destinations/destinationTexts.ts';

function useDestinationList(input: RouterInputs['destinations']['list']): CatalogueList<Destination> {
  const query = trpc.destinations.list.useQuery(input, { placeholderData: keepPreviousData });
  return { query, items: query.data?.destinations, pagination: query.data?.pagination };
}

function useDestination(id: number, enabled: boolean): Destination | undefined {
  return trpc.destinations.get.useQuery({ id }, { enabled }).data;
}

export function DestinationsPage() {
  const { t, texts, language } = useT();
  return (
    <PublicCataloguePage
      title={t('destinations.title')}
      lead={t('destinations.lead')}
      categoryLabels={texts.categories.destination}
      searchLabel={t('destinations.search')}
      searchPlaceholder={t('destinations.searchPlaceholder')}
      chipsLabel={t('destinations.chips')}
      listLabel={t('destinations.list')}
      errorFallback={t('destinations.loadFailed')}
      emptyText={t('destinations.empty')}
      useList={useDestinationList}
      useItem={useDestination}
      eyebrow={(destination) => t(`categories.destination.${destination.category}`)}
      texts={(destination) => {
        const own = destinationTexts(destination, language);
        return { ...own, text: own.shortDescription };
      }}
      renderDetail={(destination) => <DestinationDetail destination={destination} />}
    />
  );
}
