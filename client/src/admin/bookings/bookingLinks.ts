/**
 * The query of the bookings list that shows only the visitors' cancellations no clerk has seen
 * yet: the dashboard links to it, and the list reads it into its filter.
 */
export const UNSEEN_CANCELLATIONS_QUERY = { key: 'cancellations', value: 'unseen' } as const;

export const UNSEEN_CANCELLATIONS_PATH = `/admin/bookings?${UNSEEN_CANCELLATIONS_QUERY.key}=${UNSEEN_CANCELLATIONS_QUERY.value}`;
