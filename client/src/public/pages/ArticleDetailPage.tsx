import '../articles/articles.css';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ArticleCard } from '../articles/ArticleCard.tsx';
import { cleanArticleHtml } from '../articles/cleanHtml.ts';
import { CardGrid } from '../catalogue/CardGrid.tsx';
import { useT } from '../../i18n/language.tsx';
import { articleTexts } from '../articles/articleTexts.ts';
import { INDONESIAN_ONLY } from '../../i18n/twin.ts';

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
  const { t, path, date, count, message, language } = useT();
  const { slug = '' } = useParams();
  const query = trpc.articles.bySlug.useQuery({ slug }, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 });
  const article = query.data;
  const texts = article && articleTexts(article, language);
  // hreflang names the English twin only once the article's title and content are written in English.
  useDocumentTitle(texts?.title.text ?? t('articles.title'), texts?.excerpt.text, texts && !texts.inEnglish ? INDONESIAN_ONLY : undefined);
  const content = texts?.content.text;
  const html = useMemo(() => (content ? cleanArticleHtml(content) : ''), [content]);
  useCountVisit(article?.status === 'published' ? article.id : null);

  if (query.isPending) {
    return (
      <div className="container section list-state">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  if (!article || !texts) {
    return (
      <div className="container section article-page">
        <h1 className="article-page__title">{t('articles.title')}</h1>
        <p role="alert">{message(messageOf(query.error, t('articles.loadFailed')))}</p>
        <Link className="button button--ghost article-page__back" to={path('/artikel')}>
          {t('articles.backToList')}
        </Link>
      </div>
    );
  }

  return (
    <div className="container section article-page">
      <Link className="button button--ghost article-page__back" to={path('/artikel')}>
        {t('articles.allArticles')}
      </Link>
      <article className="article-page">
        <header className="article-page__header">
          <p className="catalogue-card__eyebrow">{t(`categories.article.${article.category}`)}</p>
          <h1 className="article-page__title" lang={texts.title.lang}>
            {texts.title.text}
          </h1>
          {texts.someIndonesian && <p className="not-in-english">{t('language.notInEnglish')}</p>}
          <p className="article-page__meta">
            {article.publishedAt ? (
              <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time>
            ) : (
              <span className="article-page__unpublished">{t('articles.unpublished')}</span>
            )}
            <span>{t('articles.by', { name: article.authorName })}</span>
            <span>{t('articles.views', { count: count(article.viewCount) })}</span>
          </p>
        </header>
        {article.featuredImage && <ImageWithFallback className="article-page__cover" src={article.featuredImage} alt={texts.title.text} loading="eager" />}
        <div className="article-content" lang={texts.content.lang} dangerouslySetInnerHTML={{ __html: html }} />
        {article.tags.length > 0 && (
          <ul className="article-tags" aria-label={t('articles.tags')}>
            {article.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </article>
      <aside className="article-contribute" aria-labelledby="contribute-title">
        <h2 id="contribute-title">{t('articles.contributeTitle')}</h2>
        <p>{t('articles.contributeText')}</p>
        <Link className="button button--primary" to={path('/kontak#contribute')}>
          {t('articles.contribute')}
        </Link>
      </aside>
      {article.related.length > 0 && (
        <section className="article-related" aria-labelledby="related-title">
          <h2 id="related-title">{t('articles.related')}</h2>
          <CardGrid items={article.related} getKey={(a) => a.id} label={t('articles.relatedList')} renderItem={(a) => <ArticleCard article={a} headingLevel={3} />} />
        </section>
      )}
    </div>
  );
}
