import { formatCount } from '@island/shared';
import { Link } from 'react-router-dom';

export interface StatItem {
  label: string;
  value: number;
  /** A filtered screen where the figure's rows are worked on. */
  to?: string;
}

/** Figures as cards; a figure with a screen behind it links to that screen, filtered. */
export function StatList({ items, label }: { items: readonly StatItem[]; label: string }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {items.map((item) => (
        <div className={item.to ? 'stat stat--link' : 'stat'} key={item.label}>
          <dt>
            {item.to ? (
              <Link to={item.to} className="stat__link">
                {item.label}
              </Link>
            ) : (
              item.label
            )}
          </dt>
          <dd>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
