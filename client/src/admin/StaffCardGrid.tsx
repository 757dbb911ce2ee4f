import type { Key, ReactNode } from 'react';
import { CardGrid } from '../public/catalogue/CardGrid.tsx';
import { CatalogueCard, type CatalogueCardProps } from '../public/catalogue/CatalogueCard.tsx';
import { type ListQuery, QueryListState } from '../ui/ListState.tsx';
import { Pagination, type PaginationProps } from '../ui/Pagination.tsx';
import { type CardAction, CardActions } from './catalogue/CardActions.tsx';

/** What a picture card shows for one item: CatalogueCard's picture, title and labels, its body and its buttons. */
export interface StaffCard extends Pick<CatalogueCardProps, 'image' | 'title' | 'eyebrow' | 'badge' | 'badgeTone'> {
  body?: ReactNode;
  /** Buttons under the card; each names the card's title for screen readers. */
  actions?: readonly CardAction[];
}

export type StaffCardGridProps<T> = {
  /** The items of the current page. */
  items: readonly T[];
  getKey: (item: T) => Key;
  /** Names the list for screen readers, e.g. 'Budaya'. */
  label: string;
  /** The list query's state: loading, failure (with retry) and empty take the grid's place. */
  query: ListQuery & { isPlaceholderData?: boolean; isFetching?: boolean };
  errorFallback: string;
  emptyText: ReactNode;
  /** Leave the cards on screen when a later fetch fails. */
  keepRowsOnError?: boolean;
  /** Server-side paging under the grid (ui/Pagination's props); left out, no pager. */
  pagination?: PaginationProps | null | false;
} & (
  | { /** A picture card per item, described by its fields. */ card: (item: T) => StaffCard; renderItem?: never }
  | { /** A card of its own per item, for a layout the picture card does not fit. */ renderItem: (item: T) => ReactNode; card?: never }
);

/**
 * The staff screens' card list (culture, packages, transportation…): the list's loading, failure
 * and empty states, a responsive grid of cards, and the pager under it.
 */
export function StaffCardGrid<T>({ items, getKey, label, query, errorFallback, emptyText, keepRowsOnError, pagination, card, renderItem }: StaffCardGridProps<T>) {
  const render =
    renderItem ??
    ((item: T) => {
      const { body, actions, ...picture } = card(item);
      return (
        <CatalogueCard {...picture} footer={actions && actions.length > 0 && <CardActions actions={actions} itemName={picture.title} />}>
          {body}
        </CatalogueCard>
      );
    });
  return (
    <>
      <div className="catalogue-results" aria-busy={query.isPlaceholderData || query.isFetching || undefined}>
        <QueryListState query={query} items={items} errorFallback={errorFallback} emptyText={emptyText} keepRowsOnError={keepRowsOnError}>
          <CardGrid items={items} getKey={getKey} label={label} renderItem={render} />
        </QueryListState>
      </div>
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
