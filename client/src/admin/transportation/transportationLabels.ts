import { DEPARTURE_DIRECTION_WORDS, ID_LABELS, type TransportDirection, type TransportStatus, type TransportType } from '@island/shared';

export const TYPE_LABELS: Record<TransportType, string> = ID_LABELS.transportType;
export const STATUS_LABELS: Record<TransportStatus, string> = ID_LABELS.active;

export const DIRECTION_LABELS: Record<TransportDirection, string> = {
  to_island: DEPARTURE_DIRECTION_WORDS.to_island.id,
  from_island: DEPARTURE_DIRECTION_WORDS.from_island.id,
};
