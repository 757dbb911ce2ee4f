import '../articles/articles.css';
import { ARTICLE_TEXTS, formatDate } from '@island/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ArticleCard } from '../articles/ArticleCard.tsx';
import { ARTICLE_CATEGORY_LABELS } from '../articles/articleLabels.ts';
import { cleanArticleHtml } from '../articles/cleanHtml.ts';
import { CardGrid } from '../catalogue/CardGrid.tsx';

/**
 * Reports one visit of a published article (the page itself may come from a cache and never
 * reach the server); once per article per page view.
 */
function useCountVisit(id: number | null) {
  const view = trpc.articles.view.useMutation();
  const counted = useRef<number | null>(null);
  const { mutate } = view;
  useEffect(() => {
    if (id === null || counted.current === id) return;
    counted.current = id;
    mutate({ id });
  }, [id, mutate]);
}

/** One article at /artikel/:slug: its clean HTML, related articles and the invitation to contribute. */
export function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const query = trpc.articles.bySlug.useQuery({ slug }, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 });
  const article = query.data;
  useDocumentTitle(article?.title ?? 'Artikel', article?.excerpt);
  const html = useMemo(() => (article ? cleanArticleHtml(article.content) : ''), [article]);
  useCountVisit(article?.status === 'published' ? article.id : null);

  if (query.isPending) {
    return (
      <div className="container section list-state">
        <Spinner size="lg" label="Memuat…" showLabel />
      </div>
    );
  }
  if (!article) {
    return (
      <div className="container section article-page">
        <h1 className="article-page__title">Artikel</h1>
        <p role="alert">{messageOf(query.error, ARTICLE_TEXTS.fetchFailed)}</p>
        <Link className="button button--ghost article-page__back" to="/artikel">
          Kembali ke daftar artikel
        </Link>
      </div>
    );
  }

  return (
    <div className="container section article-page">
      <Link className="button button--ghost article-page__back" to="/artikel">
        ← Semua artikel
      </Link>
      <article className="article-page">
        <header className="article-page__header">
          <p className="catalogue-card__eyebrow">{ARTICLE_CATEGORY_LABELS[article.category]}</p>
          <h1 className="article-page__title">{article.title}</h1>
          <p className="article-page__meta">
            {article.publishedAt ? (
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            ) : (
              <span className="article-page__unpublished">{ARTICLE_TEXTS.unpublished}</span>
            )}
            <span>Oleh {article.authorName}</span>
            <span>{article.viewCount.toLocaleString('id-ID')} kali dibaca</span>
          </p>
        </header>
        {article.featuredImage && <ImageWithFallback className="article-page__cover" src={article.featuredImage} alt={article.title} loading="eager" />}
        <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />
        {article.tags.length > 0 && (
          <ul className="article-tags" aria-label="Tag">
            {article.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </article>
      <aside className="article-contribute" aria-labelledby="contribute-title">
        <h2 id="contribute-title">Punya cerita tentang pulau?</h2>
        <p>Tulis pengalaman, tips, atau kisah budaya Anda. Tim kami akan meninjau sebelum diterbitkan.</p>
        <Link className="button button--primary" to="/kontak#contribute">
          Kirim Artikel
        </Link>
      </aside>
      {article.related.length > 0 && (
        <section className="article-related" aria-labelledby="related-title">
          <h2 id="related-title">Artikel Terkait</h2>
          <CardGrid items={article.related} getKey={(a) => a.id} label="Artikel terkait" renderItem={(a) => <ArticleCard article={a} headingLevel={3} />} />
        </section>
      )}
    </div>
  );
}
