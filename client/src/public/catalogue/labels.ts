import type { CultureCategory, DestinationCategory } from '@island/shared';
import { ALL } from '../../ui/useListParams.ts';

/** The specification's chip labels (public-site.md §2); 'wisdom' is shown as 'Local Wisdom'. */
export const DESTINATION_CATEGORY_LABELS: Record<DestinationCategory, string> = {
  beaches: 'Beaches',
  culture: 'Culture',
  nature: 'Nature',
  adventure: 'Adventure',
};

export const CULTURE_CATEGORY_LABELS: Record<CultureCategory, string> = {
  dance: 'Dance',
  culinary: 'Culinary',
  customs: 'Customs',
  wisdom: 'Local Wisdom',
};

export const ALL_LABEL = 'All';

export interface CategoryOption {
  value: string;
  label: string;
}

/** 'All' followed by each category, for chips and filter selects. */
export function categoryOptions(labels: Record<string, string>): CategoryOption[] {
  return [{ value: ALL, label: ALL_LABEL }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

/** Load failures of the catalogue lists (public-site.md §8); the server's own message wins when it sends one. */
export const LOAD_FAILED = {
  destinations: 'Failed to load destinations',
  culture: 'Failed to load cultural content',
  packages: 'Failed to load tour packages',
} as const;

/** Both sides list the catalogue with the same page size, 12, which fills rows of 2, 3 or 4 cards. */
export const PUBLIC_PAGE_SIZE = 12;
