import './catalogue.css';
import type { Key, ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Names the list for screen readers. */
  label: string;
}

/** Cards in a responsive grid: one column on a phone, up to four on a wide screen. */
export function CardGrid<T>({ items, getKey, renderItem, label }: CardGridProps<T>) {
  return (
    <ul className="card-grid" aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)} className="card-grid__item">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
