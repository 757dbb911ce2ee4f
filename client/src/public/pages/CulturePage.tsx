import type { Culture } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc, type RouterInputs } from '../../trpc.ts';
import { type CatalogueList, PublicCataloguePage } from '../catalogue/PublicCataloguePage.tsx';
import { CultureDetail } from '../culture/CultureDetail.tsx';
import { useT } from '../../i18n/language.tsx';
import { cultureTexts } from '../culture/cultureTexts.ts';

function useCultureList(input: RouterInputs['culture']['list']): CatalogueList<Culture> {
  const query = trpc.culture.list.useQuery(input, { placeholderData: keepPreviousData });
  return { query, items: query.data?.cultures, pagination: query.data?.pagination };
}

function useCulture(id: number, enabled: boolean): Culture | undefined {
  return trpc.culture.get.useQuery({ id }, { enabled }).data;
}

export function CulturePage() {
  const { t, texts, language } = useT();
  return (
    <PublicCataloguePage
      title={t('culture.title')}
      lead={t('culture.lead')}
      categoryLabels={texts.categories.culture}
      searchLabel={t('culture.search')}
      searchPlaceholder={t('culture.searchPlaceholder')}
      chipsLabel={t('culture.chips')}
      listLabel={t('culture.list')}
      errorFallback={t('culture.loadFailed')}
      emptyText={t('culture.empty')}
      useList={useCultureList}
      useItem={useCulture}
      eyebrow={(culture) => t(`categories.culture.${culture.category}`)}
      texts={(culture) => {
        const own = cultureTexts(culture, language);
        return { ...own, text: own.description };
      }}
      renderDetail={(culture) => <CultureDetail culture={culture} showPackagesLink />}
    />
  );
}
