import type { Culture } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc, type RouterInputs } from '../../trpc.ts';
import { CULTURE_CATEGORY_LABELS, LOAD_FAILED } from '../catalogue/labels.ts';
import { type CatalogueList, PublicCataloguePage } from '../catalogue/PublicCataloguePage.tsx';
import { CultureDetail } from '../culture/CultureDetail.tsx';

function useCultureList(input: RouterInputs['culture']['list']): CatalogueList<Culture> {
  const query = trpc.culture.list.useQuery(input, { placeholderData: keepPreviousData });
  return { query, items: query.data?.cultures, pagination: query.data?.pagination };
}

function useCulture(id: number, enabled: boolean): Culture | undefined {
  return trpc.culture.get.useQuery({ id }, { enabled }).data;
}

export function CulturePage() {
  return (
    <PublicCataloguePage
      title="Budaya & Tradisi"
      lead="Tarian, kuliner, adat, dan kearifan lokal masyarakat pesisir."
      categoryLabels={CULTURE_CATEGORY_LABELS}
      searchLabel="Cari budaya"
      searchPlaceholder="Cari budaya dan tradisi…"
      chipsLabel="Kategori budaya"
      listLabel="Budaya"
      errorFallback={LOAD_FAILED.culture}
      emptyText="Belum ada konten budaya untuk pilihan ini."
      useList={useCultureList}
      useItem={useCulture}
      eyebrow={(culture) => CULTURE_CATEGORY_LABELS[culture.category]}
      text={(culture) => culture.description}
      renderDetail={(culture) => <CultureDetail culture={culture} showPackagesLink />}
    />
  );
}
