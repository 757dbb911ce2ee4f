import { type Article, formatDate } from '@island/shared';
import { Link } from 'react-router-dom';
import { ARTICLE_CATEGORY_LABELS, articlePath } from '../../public/articles/articleLabels.ts';
import { DataTableHead } from '../DataTableHead.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface ArticlesTableProps {
  articles: readonly Article[];
  staff: boolean;
  /** The signed-in user's id: authors edit and delete only their own unpublished articles. */
  userId: number;
  busyId: number | null;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
  onApprove: (article: Article) => void;
  onReject: (article: Article) => void;
}

const COLUMNS = ['Judul', 'Kategori', 'Status', 'Penulis', 'Dibaca', 'Tanggal'];

/** The articles list: status, who wrote it, why it was rejected, and what the viewer may do. */
export function ArticlesTable({ articles, staff, userId, busyId, onEdit, onDelete, onApprove, onReject }: ArticlesTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Daftar artikel</caption>
        <DataTableHead columns={COLUMNS} />
        <tbody>
          {articles.map((article) => {
            const mayChange = staff || (article.authorId === userId && article.status !== 'published');
            const busy = busyId === article.id;
            return (
              <tr key={article.id}>
                <td className="data-table__primary">
                  <span className="data-table__title">{article.title}</span>
                  {article.status === 'rejected' && article.rejectionReason && (
                    <span className="data-table__sub article-rejection__inline">Alasan penolakan: {article.rejectionReason}</span>
                  )}
                </td>
                <td>{ARTICLE_CATEGORY_LABELS[article.category]}</td>
                <td>
                  <StatusBadge status={article.status} />
                </td>
                <td>{article.authorName}</td>
                <td>{article.viewCount.toLocaleString('id-ID')}</td>
                <td className="data-table__date">{formatDate(article.publishedAt ?? article.created_at)}</td>
                <td>
                  <div className="row-actions">
                    {staff && article.status === 'pending' && (
                      <>
                        <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => onApprove(article)}>
                          Approve<span className="visually-hidden"> {article.title}</span>
                        </button>
                        <button type="button" className="button button--ghost-danger button--small" disabled={busy} onClick={() => onReject(article)}>
                          Reject<span className="visually-hidden"> {article.title}</span>
                        </button>
                      </>
                    )}
                    {article.status === 'published' && (
                      <Link className="button button--ghost button--small" to={articlePath(article.slug)} target="_blank">
                        Lihat<span className="visually-hidden"> {article.title}</span>
                      </Link>
                    )}
                    {mayChange && (
                      <>
                        <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onEdit(article)}>
                          Edit<span className="visually-hidden"> {article.title}</span>
                        </button>
                        <button type="button" className="button button--ghost-danger button--small" disabled={busy} onClick={() => onDelete(article)}>
                          Hapus<span className="visually-hidden"> {article.title}</span>
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
