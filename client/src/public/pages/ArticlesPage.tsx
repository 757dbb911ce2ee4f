import { keepPreviousData } from '@tanstack/react-query';
import { ARTICLE_PAGE_SIZE, ARTICLE_TEXTS } from '@island/shared';
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

const CATEGORY_OPTIONS = categoryOptions(ARTICLE_CATEGORY_LABELS);
const CATEGORIES = Object.keys(ARTICLE_CATEGORY_LABELS);

/** Published articles only (public-site.md §2), 12 a page, newest first. */
export function ArticlesPage() {
  useDocumentTitle('Artikel');
  const params = useUrlListParams({ pageSize: ARTICLE_PAGE_SIZE, categories: CATEGORIES });
  const query = trpc.articles.list.useQuery({ ...params.input, status: 'published' }, { placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title="Artikel" lead="Cerita, tips, dan kabar terbaru dari pulau." />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label="Cari artikel" hideLabel placeholder="Cari artikel…" value={params.search} onChange={params.setSearch} />
          <CategoryChips label="Kategori artikel" options={CATEGORY_OPTIONS} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={query.data?.articles}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label="Artikel"
          errorFallback={ARTICLE_TEXTS.fetchFailed}
          emptyText="Belum ada artikel untuk pilihan ini."
          getKey={(article) => article.id}
          renderItem={(article) => <ArticleCard article={article} />}
        />
      </div>
    </>
  );
}
