import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { LOAD_FAILED, PUBLIC_PAGE_SIZE } from '../catalogue/labels.ts';
import { BookingInfo } from '../packages/BookingInfo.tsx';
import { PackageCard } from '../packages/PackageCard.tsx';
import { PageHeader } from '../PageHeader.tsx';

export function PackagesPage() {
  useDocumentTitle('Paket Wisata');
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE });
  const query = trpc.packages.list.useQuery(params.input, { placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title="Paket Wisata" lead="Pilihan perjalanan lengkap bersama pemandu dari desa." />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label="Cari paket wisata" hideLabel placeholder="Cari paket wisata…" value={params.search} onChange={params.setSearch} />
        </div>
        <div className="packages-layout">
          <CatalogueResults
            query={query}
            items={query.data?.packages}
            pagination={query.data?.pagination}
            onPageChange={params.setPage}
            label="Paket wisata"
            errorFallback={LOAD_FAILED.packages}
            emptyText="Belum ada paket wisata yang cocok dengan pencarian Anda."
            getKey={(pkg) => pkg.id}
            renderItem={(pkg) => <PackageCard pkg={pkg} />}
          />
          <BookingInfo />
        </div>
      </div>
    </>
  );
}
