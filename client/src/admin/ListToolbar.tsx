import type { CategoryOption } from '../public/catalogue/labels.ts';
import { SearchBox } from '../ui/SearchBox.tsx';
import type { UseListParams } from '../ui/useListParams.ts';
import { ToolbarSelect } from './ToolbarSelect.tsx';

export interface ListToolbarProps {
  /** The list's search, and its one filter, which rides in the category slot (a change goes back to page 1). */
  params: Pick<UseListParams, 'search' | 'setSearch' | 'category' | 'setCategory'>;
  /** The search box's accessible name; its placeholder too, with '…', unless one is given. */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Pause in ms before a search is sent; the search box's own default otherwise. */
  searchDelay?: number;
  /** A select beside the search, e.g. the category; leave out for a list without one. */
  filter?: { label: string; options: readonly CategoryOption[] };
}

/** Search and filter above a back-office list. */
export function ListToolbar({ params, searchLabel, searchPlaceholder, searchDelay, filter }: ListToolbarProps) {
  return (
    <div className="toolbar">
      <SearchBox
        label={searchLabel}
        hideLabel
        placeholder={searchPlaceholder ?? `${searchLabel}…`}
        delay={searchDelay}
        value={params.search}
        onChange={params.setSearch}
      />
      {filter && <ToolbarSelect label={filter.label} value={params.category} options={filter.options} onChange={params.setCategory} />}
    </div>
  );
}
