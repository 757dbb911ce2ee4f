import { keepPreviousData } from '@tanstack/react-query';
import { ARTICLE_PAGE_SIZE } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { ArticleCard } from '../articles/ArticleCard.tsx';
import { ARTICLE_CATEGORY_LABELS } from '../articles/articleLabels.ts';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { categoryOptions } from '../catalogue/labels.ts';
import { PageHeader } from '../PageHeader.tsx';
import { useT } from '../../i18n/language.tsx';

const CATEGORIES = Object.keys(ARTICLE_CATEGORY_LABELS);

/** Published articles only (docs/product.md, Articles), 12 a page, newest first. */
export function ArticlesPage() {
  const { t, texts } = useT();
  useDocumentTitle(t('articles.title'));
  const params = useUrlListParams({ pageSize: ARTICLE_PAGE_SIZE, categories: CATEGORIES });
  const query = trpc.articles.list.useQuery({ ...params.input, status: 'published' }, { placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title={t('articles.title')} lead={t('articles.lead')} />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label={t('articles.search')} hideLabel placeholder={t('articles.searchPlaceholder')} value={params.search} onChange={params.setSearch} />
          <CategoryChips label={t('articles.chips')} options={categoryOptions(texts.categories.article, t('common.all'))} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={query.data?.articles}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label={t('articles.list')}
          errorFallback={t('articles.loadFailed')}
          emptyText={t('articles.empty')}
          getKey={(article) => article.id}
          renderItem={(article) => <ArticleCard article={article} />}
        />
      </div>
    </>
  );
}
