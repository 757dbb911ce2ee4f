import { formatTravelTime, formatTripLength, type Language, type TripLength } from '@island/shared';
import { twinText, type VillageText } from './twin.ts';

/**
 * How long a package lasts, in the page's language: written from its numbers when it has them,
 * otherwise its text as the village wrote it (the English twin where written, see twin.ts).
 */
export function tripLengthText(
  language: Language,
  pkg: { duration: string; tripLength: TripLength | null; en?: { duration: string | null } | null },
): VillageText {
  return pkg.tripLength ? { text: formatTripLength(pkg.tripLength, language) } : twinText(language, pkg.duration, pkg.en?.duration);
}

/** How long a crossing takes, in the page's language: from its minutes, or its text as written (Indonesian). */
export function travelTimeText(language: Language, boat: { duration: string; travelMinutes: number | null }): VillageText {
  return boat.travelMinutes ? { text: formatTravelTime(boat.travelMinutes, language) } : twinText(language, boat.duration, null);
}
