import type { Language, TourPackage } from '@island/shared';
import { twinItems, twinOptional, twinText, type VillageText } from '../../i18n/twin.ts';

/** A package's texts in the page's language (the English twin where written, see twin.ts). */
export interface PackageTexts {
  name: VillageText;
  description: VillageText;
  duration: VillageText;
  facilities: VillageText[];
  itinerary: { time: string; text: VillageText }[];
  excluded: VillageText[];
  bring: VillageText[];
  meetingPointName: VillageText | null;
  meetingPointDirections: VillageText | null;
}

export function packageTexts(pkg: TourPackage, language: Language): PackageTexts {
  const en = pkg.en;
  return {
    name: twinText(language, pkg.name, en?.name),
    description: twinText(language, pkg.description, en?.description),
    // A length given as numbers comes in both languages from the server (`durationEn`).
    duration: twinText(language, pkg.duration, pkg.durationEn ?? en?.duration),
    facilities: twinItems(language, pkg.facilities, en?.facilities),
    itinerary: pkg.itinerary.map((row, index) => ({ time: row.time, text: twinText(language, row.text, en?.itinerary[index]) })),
    excluded: twinItems(language, pkg.excluded, en?.excluded),
    bring: twinItems(language, pkg.bring, en?.bring),
    meetingPointName: twinOptional(language, pkg.meetingPointName, en?.meetingPointName),
    meetingPointDirections: twinOptional(language, pkg.meetingPointDirections, en?.meetingPointDirections),
  };
}
