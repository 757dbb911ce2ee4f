import { type CultureCategory, type DestinationCategory, id } from '@island/shared';
import { ALL } from '../../ui/useListParams.ts';

/** The chip labels (docs/product.md, Catalogues); 'wisdom' is shown as 'Local Wisdom'. */
export const DESTINATION_CATEGORY_LABELS: Record<DestinationCategory, string> = id.categories.destination;

export const CULTURE_CATEGORY_LABELS: Record<CultureCategory, string> = id.categories.culture;

const ALL_LABEL = id.common.all;

export interface CategoryOption {
  value: string;
  label: string;
}

/** 'All' followed by each category, for chips and filter selects. */
export function categoryOptions(labels: Record<string, string>, allLabel: string = ALL_LABEL): CategoryOption[] {
  return [{ value: ALL, label: allLabel }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

/** Load failures of the catalogue lists (docs/product.md, Texts and formats); the server's own message wins when it sends one. */
export const LOAD_FAILED = {
  destinations: id.destinations.loadFailed,
  culture: id.culture.loadFailed,
  packages: id.packages.loadFailed,
} as const;

/** Both sides list the catalogue with the same page size, 12, which fills rows of 2, 3 or 4 cards. */
export const PUBLIC_PAGE_SIZE = 12;
