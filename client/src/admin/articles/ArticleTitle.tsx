import './article-title.css';
import type { Article } from '@island/shared';
import { Link } from 'react-router-dom';

/** How a title opens its article: a link (the editor by address, or the public page in a new tab), a button, or not at all. */
export type ArticleOpener = { to: string; newTab?: boolean } | { onOpen: () => void } | null;

/**
 * An article's title as the way into it, and, when a reviewer sent it back, their reason beneath:
 * the author reads why without opening it (the lists and the contributor's dashboard).
 */
export function ArticleTitle({ article, opener }: { article: Pick<Article, 'title' | 'status' | 'rejectionReason'>; opener: ArticleOpener }) {
  return (
    <>
      {opener === null ? (
        <span className="data-table__title">{article.title}</span>
      ) : 'onOpen' in opener ? (
        <button type="button" className="data-table__title article-title__open" onClick={opener.onOpen}>
          {article.title}
        </button>
      ) : (
        <Link className="data-table__title article-title__open" to={opener.to} {...(opener.newTab ? { target: '_blank', rel: 'noreferrer' } : {})}>
          {article.title}
          {opener.newTab && <span className="visually-hidden"> (halaman publik, tab baru)</span>}
        </Link>
      )}
      {article.status === 'rejected' && article.rejectionReason && (
        <span className="data-table__sub article-title__rejection">Alasan penolakan: {article.rejectionReason}</span>
      )}
    </>
  );
}
