import { DEPARTURE_DIRECTION_WORDS, type TransportDirection, type TransportStatus, type TransportType } from '@island/shared';

export const TYPE_LABELS: Record<TransportType, string> = { speedboat: 'Speedboat', boat: 'Boat', ferry: 'Ferry' };
export const STATUS_LABELS: Record<TransportStatus, string> = { active: 'Active', inactive: 'Inactive' };
/** Both languages: the direction is what a clerk and a visitor read on the board. */
export const DIRECTION_LABELS: Record<TransportDirection, string> = {
  to_island: `${DEPARTURE_DIRECTION_WORDS.to_island.id} / ${DEPARTURE_DIRECTION_WORDS.to_island.en}`,
  from_island: `${DEPARTURE_DIRECTION_WORDS.from_island.id} / ${DEPARTURE_DIRECTION_WORDS.from_island.en}`,
};
