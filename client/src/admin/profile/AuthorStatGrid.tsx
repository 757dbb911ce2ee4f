import { type AuthorStats, formatDate } from '@island/shared';

/** The live figures of an author: published, views, in review, member since. */
export function AuthorStatGrid({ stats }: { stats: AuthorStats }) {
  const items = [
    { label: 'Artikel terbit (Articles published)', value: stats.articlesPublished.toLocaleString('id-ID') },
    { label: 'Total dibaca (Total views)', value: stats.totalViews.toLocaleString('id-ID') },
    { label: 'Sedang ditinjau (In review)', value: stats.articlesInReview.toLocaleString('id-ID') },
    { label: 'Bergabung (Member since)', value: formatDate(stats.joinDate) },
  ];
  return (
    <dl className="stat-grid author-stats">
      {items.map((item) => (
        <div className="stat" key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
