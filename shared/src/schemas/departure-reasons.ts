// On its own so that the words for each reason (labels/) and the board's schema can both name it.

/** Why a departure changed: the harbour's usual causes, and one for the rest (the note says it). */
export const DEPARTURE_REASONS = ['high_waves', 'wind', 'engine', 'holiday', 'other'] as const;
export type DepartureReason = (typeof DEPARTURE_REASONS)[number];
