import { type Article, ARTICLE_TEXTS, formatCount, formatDate } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { ARTICLE_CATEGORY_LABELS, articlePath } from '../../public/articles/articleLabels.ts';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { mayChangeArticle } from './articleForm.ts';
import { type ArticleOpener, ArticleTitle } from './ArticleTitle.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** The columns; the title opens the article as `openerOf` says. */
function columns(openerOf: (article: Article) => ArticleOpener): ColumnDef<Article>[] {
  return [
    {
      id: 'title',
      header: 'Judul',
      cell: ({ row: { original: a } }) => (
        <span className="data-table__primary">
          <ArticleTitle article={a} opener={openerOf(a)} />
        </span>
      ),
    },
    { id: 'category', header: 'Kategori', cell: ({ row }) => ARTICLE_CATEGORY_LABELS[row.original.category] },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: 'author', header: 'Penulis', cell: ({ row }) => row.original.authorName },
    { id: 'views', header: 'Dibaca', cell: ({ row }) => formatCount(row.original.viewCount) },
    {
      id: 'date',
      header: 'Tanggal',
      meta: { className: 'data-table__date' },
      cell: ({ row }) => formatDate(row.original.publishedAt ?? row.original.created_at),
    },
  ];
}

export interface ArticlesTableProps extends Pick<DataTableProps<Article>, 'rows' | 'query' | 'pagination'> {
  staff: boolean;
  /** The signed-in user's id: authors edit and delete only their own unpublished articles. */
  userId: number;
  busyId: number | null;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
  onApprove: (article: Article) => void;
  onReject: (article: Article) => void;
}

/** The articles list: status, who wrote it, why it was rejected, and what the viewer may do. */
export function ArticlesTable({ staff, userId, busyId, onEdit, onDelete, onApprove, onReject, ...list }: ArticlesTableProps) {
  // The title opens what its reader may do with it: the editor, or else the published page.
  const openerOf = (article: Article): ArticleOpener =>
    mayChangeArticle(article, staff, userId) ? { onOpen: () => onEdit(article) } : article.status === 'published' ? { to: articlePath(article.slug), newTab: true } : null;
  return (
    <DataTable
      {...list}
      columns={columns(openerOf)}
      getRowKey={(article) => article.id}
      label="Daftar artikel"
      errorFallback={ARTICLE_TEXTS.fetchFailed}
      emptyText="Belum ada artikel untuk pilihan ini."
      keepRowsOnError
      rowActions={(article) => {
        const mayChange = mayChangeArticle(article, staff, userId);
        const busy = busyId === article.id;
        return (
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
        );
      }}
    />
  );
}
