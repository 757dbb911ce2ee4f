import './catalogue-admin.css';
import { useId } from 'react';
import { SearchBox } from '../../ui/SearchBox.tsx';
import type { CategoryOption } from '../../public/catalogue/labels.ts';

export interface CatalogueFiltersProps {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** Leave out for a list without categories. */
  categories?: readonly CategoryOption[];
  category?: string;
  onCategory?: (value: string) => void;
}

/** Search (400 ms pause) and category filter above a back-office list. */
export function CatalogueFilters({ searchLabel, search, onSearch, categories, category, onCategory }: CatalogueFiltersProps) {
  const selectId = useId();
  return (
    <div className="toolbar">
      <SearchBox label={searchLabel} hideLabel placeholder={`${searchLabel}…`} value={search} onChange={onSearch} />
      {categories && (
        <div className="toolbar__filter">
          <label htmlFor={selectId}>Kategori</label>
          <select id={selectId} className="select" value={category} onChange={(event) => onCategory?.(event.target.value)}>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
