import './contributor-dashboard.css';
import { formatCount, formatDate, GUIDELINE_CATEGORIES, WRITING_GUIDELINES } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { ARTICLE_CATEGORY_LABELS, articlePath } from '../../public/articles/articleLabels.ts';
import { QueryListState } from '../../ui/ListState.tsx';
import { type RouterOutputs, trpc } from '../../trpc.ts';
import { AuthorStatGrid } from '../profile/AuthorStatGrid.tsx';
import { articleEditorPath } from '../articles/articleForm.ts';
import { type ArticleOpener, ArticleTitle } from '../articles/ArticleTitle.tsx';
import { StatusBadge } from '../articles/StatusBadge.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { AchievementIcon } from './AchievementIcon.tsx';

type OwnArticle = RouterOutputs['profile']['dashboard']['articles'][number];

/** An own article opens in its editor; once published (no longer the author's to change), its public page. */
function openerOf(article: OwnArticle): ArticleOpener {
  return article.status === 'published' ? { to: articlePath(article.slug), newTab: true } : { to: articleEditorPath(article.id) };
}

const ARTICLE_COLUMNS: ColumnDef<OwnArticle>[] = [
  { id: 'title', header: 'Judul', meta: { className: 'data-table__primary' }, cell: ({ row }) => <ArticleTitle article={row.original} opener={openerOf(row.original)} /> },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'category', header: 'Kategori', cell: ({ row }) => ARTICLE_CATEGORY_LABELS[row.original.category] },
  { id: 'views', header: 'Dibaca', cell: ({ row }) => formatCount(row.original.viewCount) },
  { id: 'date', header: 'Tanggal', meta: { className: 'data-table__date' }, cell: ({ row }) => formatDate(row.original.publishedAt ?? row.original.created_at) },
];

/** The contributor's dashboard (docs/product.md, Dashboards): live figures, own articles, achievements, guidelines. */
export function ContributorDashboard() {
  const query = trpc.profile.dashboard.useQuery(undefined, { staleTime: 0 });
  const data = query.data;

  return (
    <div className="contributor-dashboard">
      <section className="card" aria-labelledby="contributor-stats-title">
        <h2 id="contributor-stats-title" className="stats-panel__title">
          Statistik Anda
        </h2>
        <QueryListState query={query} items={data ? [data] : undefined} errorFallback="Gagal memuat statistik." emptyText="">
          {data && <AuthorStatGrid stats={data.stats} />}
        </QueryListState>
      </section>

      <section className="card" aria-labelledby="contributor-articles-title">
        <div className="contributor-dashboard__head">
          <h2 id="contributor-articles-title" className="stats-panel__title">
            Artikel Saya
          </h2>
          <Link className="button button--ghost button--small" to="/admin/articles">
            Kelola artikel
          </Link>
        </div>
        <DataTable
          columns={ARTICLE_COLUMNS}
          rows={data?.articles ?? []}
          getRowKey={(article) => article.id}
          label="Artikel terbaru Anda"
          query={query}
          errorFallback="Gagal memuat artikel."
          emptyText="Anda belum menulis artikel. Mulai dari menu Artikel."
        />
      </section>

      <div className="contributor-dashboard__pair">
        <section className="card" aria-labelledby="achievements-title">
          <h2 id="achievements-title" className="stats-panel__title">
            Pencapaian
          </h2>
          {data && data.achievements.length === 0 && <p>Terbitkan artikel pertama Anda untuk meraih pencapaian.</p>}
          <ul className="achievements">
            {data?.achievements.map((achievement) => (
              <li key={achievement.key} className="achievement">
                <span className="achievement__icon">
                  <AchievementIcon achievement={achievement.key} />
                </span>
                <span>
                  <strong>{achievement.title}</strong>
                  <span className="achievement__date">{achievement.earnedAt ? formatDate(achievement.earnedAt) : 'Tercapai'}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="guidelines-title">
          <h2 id="guidelines-title" className="stats-panel__title">
            Panduan Menulis
          </h2>
          <ul className="guidelines">
            {WRITING_GUIDELINES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="guidelines__categories">Kategori: {GUIDELINE_CATEGORIES.join(', ')}</p>
        </section>
      </div>
    </div>
  );
}
