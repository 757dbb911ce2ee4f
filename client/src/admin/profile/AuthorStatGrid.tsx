import { type AuthorStats, formatCount, formatDate } from '@island/shared';

/** The live figures of an author: published, views, in review, member since. */
export function AuthorStatGrid({ stats }: { stats: AuthorStats }) {
  const items = [
    { label: 'Artikel terbit', value: formatCount(stats.articlesPublished) },
    { label: 'Total dibaca', value: formatCount(stats.totalViews) },
    { label: 'Sedang ditinjau', value: formatCount(stats.articlesInReview) },
    { label: 'Bergabung sejak', value: formatDate(stats.joinDate) },
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
