import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { PUBLIC_PAGE_SIZE } from '../catalogue/labels.ts';
import { BookingDialogHost } from '../bookings/BookingDialogHost.tsx';
import { MyBookings } from '../bookings/MyBookings.tsx';
import { BookingInfo } from '../packages/BookingInfo.tsx';
import { PackageCard } from '../packages/PackageCard.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { useT } from '../../i18n/language.tsx';

export function PackagesPage() {
  const { t } = useT();
  useDocumentTitle(t('packages.title'));
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE });
  const query = trpc.packages.list.useQuery(params.input, { placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title={t('packages.title')} lead={t('packages.lead')} />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label={t('packages.search')} hideLabel placeholder={t('packages.searchPlaceholder')} value={params.search} onChange={params.setSearch} />
        </div>
        <div className="packages-layout">
          <CatalogueResults
            query={query}
            items={query.data?.packages}
            pagination={query.data?.pagination}
            onPageChange={params.setPage}
            label={t('packages.list')}
            errorFallback={t('packages.loadFailed')}
            emptyText={t('packages.empty')}
            getKey={(pkg) => pkg.id}
            renderItem={(pkg) => <PackageCard pkg={pkg} />}
          />
          <div className="packages-aside">
            <MyBookings />
            <BookingInfo />
          </div>
        </div>
        <BookingDialogHost packages={query.data?.packages} />
      </div>
    </>
  );
}
