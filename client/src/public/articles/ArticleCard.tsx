import '../catalogue/catalogue.css';
import './articles.css';
import type { Article } from '@island/shared';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { articlePath } from './articleLabels.ts';
import { useT } from '../../i18n/language.tsx';
import { articleCardTexts } from './articleTexts.ts';

export interface ArticleCardProps {
  article: Pick<Article, 'slug' | 'title' | 'excerpt' | 'category' | 'featuredImage' | 'publishedAt' | 'authorName'> & {
    en: { title: string | null; excerpt: string | null } | null;
  };
  headingLevel?: 2 | 3;
}

/** An article in a list: picture, category, title (a link covering the card), date and author. */
export function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const { t, path, date, language } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { title, excerpt } = articleCardTexts(article, language);
  return (
    <article className="catalogue-card catalogue-card--openable article-card">
      <div className="catalogue-card__media">
        <ImageWithFallback src={article.featuredImage} alt="" />
      </div>
      <div className="catalogue-card__body">
        <p className="catalogue-card__eyebrow">{t(`categories.article.${article.category}`)}</p>
        <Heading className="catalogue-card__title" lang={title.lang}>
          <Link className="article-card__link" to={path(articlePath(article.slug))}>
            {title.text}
          </Link>
        </Heading>
        <p className="catalogue-card__text" lang={excerpt.lang}>
          {excerpt.text}
        </p>
      </div>
      <p className="article-card__meta">
        <time dateTime={article.publishedAt ?? undefined}>{article.publishedAt ? date(article.publishedAt) : t('articles.unpublished')}</time>
        <span aria-hidden="true"> · </span>
        <span>{article.authorName}</span>
      </p>
    </article>
  );
}
