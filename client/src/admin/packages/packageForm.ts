import { PACKAGE_DEFAULTS, type PackageCreateInput, type PackageEnglish, type TourPackage, type TripLength } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { legOfValue, legValue } from '../transportation/legChoices.ts';
import { englishMissing } from '../catalogue/englishTwin.ts';

/** One row of the day as the form holds it; rows left blank are dropped on save. */
export interface ItineraryFormRow {
  time: string;
  text: string;
}

/**
 * The English twin as the form holds it: the lists item by item beside the Indonesian items (the
 * day's rows: the English of each row's text), so a translator fills one box per item.
 */
export interface PackageEnglishFormValues {
  name: string;
  description: string;
  duration: string;
  meetingPointName: string;
  meetingPointDirections: string;
  facilities: string[];
  itinerary: string[];
  excluded: string[];
  bring: string[];
}

/** What the form holds: numbers as typed text, facilities and the other lists one per line. */
export interface PackageFormValues {
  name: string;
  description: string;
  /** The card's picture first, then the page's gallery. */
  image: string[];
  active: boolean;
  itinerary: ItineraryFormRow[];
  excluded: string;
  bring: string;
  meetingPointName: string;
  meetingPointDirections: string;
  lat: string;
  lng: string;
  boat: string;
  /** The usual boats, as their selects hold them (`legValue`). */
  boatOut: string;
  boatBack: string;
  /** Days as the select holds them ('0.5', '1', …), or '' for a length written as text in `duration`. */
  tripDays: string;
  tripNights: string;
  /** `HH:MM` from the time inputs; empty for none. */
  tripFrom: string;
  tripTo: string;
  /** The length as text, for what numbers cannot say (used when `tripDays` is ''). */
  duration: string;
  price: string;
  minPersons: string;
  maxPersons: string;
  facilities: string;
  popular: boolean;
  whatsappContact: string;
  whatsappBookingUrl: string;
  en: PackageEnglishFormValues;
}

export type PackageField = FieldPath<PackageFormValues>;

function englishFormValues(en: PackageEnglish | null): PackageEnglishFormValues {
  return {
    name: en?.name ?? '',
    description: en?.description ?? '',
    duration: en?.duration ?? '',
    meetingPointName: en?.meetingPointName ?? '',
    meetingPointDirections: en?.meetingPointDirections ?? '',
    facilities: [...(en?.facilities ?? [])],
    itinerary: [...(en?.itinerary ?? [])],
    excluded: [...(en?.excluded ?? [])],
    bring: [...(en?.bring ?? [])],
  };
}

/** A list field's items as the payload sends them (one per non-blank line). */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The English of each Indonesian item, in its place: as many as there are Indonesian items. */
function aligned(english: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => english[index] ?? '');
}

/** The Indonesian rows of the day that are kept on save. */
function keptRows(rows: readonly ItineraryFormRow[]): ItineraryFormRow[] {
  return rows.filter((row) => row.time.trim() !== '' || row.text.trim() !== '');
}

/**
 * How many English texts are missing where the Indonesian one is written: the count the form's
 * English tab shows, so a translator sees what is left.
 */
export function missingEnglish(values: PackageFormValues): number {
  const { en } = values;
  // A length given as numbers is written in English by the page itself.
  const texts = values.tripDays === '' ? (['name', 'description', 'duration', 'meetingPointName', 'meetingPointDirections'] as const) : (['name', 'description', 'meetingPointName', 'meetingPointDirections'] as const);
  const single = texts.filter((field) => englishMissing(values[field], en[field])).length;
  const items = (indonesian: number, english: readonly string[]) => aligned(english, indonesian).filter((text) => text.trim() === '').length;
  return (
    single +
    items(listItems(values.facilities).length, en.facilities) +
    items(listItems(values.excluded).length, en.excluded) +
    items(listItems(values.bring).length, en.bring) +
    items(keptRows(values.itinerary).length, en.itinerary)
  );
}

function tripLengthValues(length: TripLength | null): Pick<PackageFormValues, 'tripDays' | 'tripNights' | 'tripFrom' | 'tripTo'> {
  if (!length) return { tripDays: '', tripNights: '0', tripFrom: '', tripTo: '' };
  return { tripDays: String(length.days), tripNights: String(length.nights), tripFrom: length.from ?? '', tripTo: length.to ?? '' };
}

/** The length as numbers when days are chosen (the server writes its text), otherwise as the text typed. */
function tripLengthPayload(values: PackageFormValues): { tripLength: TripLength | null; duration?: string } {
  if (values.tripDays === '') return { tripLength: null, duration: values.duration };
  const days = Number(values.tripDays);
  return {
    tripLength: { days, nights: days >= 2 ? Number(values.tripNights || 0) : 0, from: values.tripFrom || null, to: values.tripFrom ? values.tripTo || null : null },
  };
}

export function packageFormValues(pkg: TourPackage | null, whatsapp = ''): PackageFormValues {
  if (!pkg) {
    return {
      name: '',
      description: '',
      image: [],
      ...tripLengthValues({ days: 1, nights: 0, from: null, to: null }),
      duration: '',
      price: '',
      minPersons: String(PACKAGE_DEFAULTS.minPersons),
      maxPersons: String(PACKAGE_DEFAULTS.maxPersons),
      facilities: '',
      popular: false,
      whatsappContact: whatsapp,
      whatsappBookingUrl: '',
      active: true,
      itinerary: [],
      excluded: '',
      bring: '',
      meetingPointName: '',
      meetingPointDirections: '',
      lat: '',
      lng: '',
      boat: '',
      boatOut: '',
      boatBack: '',
      en: englishFormValues(null),
    };
  }
  return {
    name: pkg.name,
    description: pkg.description,
    image: pkg.image ? [pkg.image, ...pkg.gallery] : [...pkg.gallery],
    ...tripLengthValues(pkg.tripLength),
    duration: pkg.duration,
    price: String(pkg.price),
    minPersons: String(pkg.minPersons),
    maxPersons: String(pkg.maxPersons),
    facilities: pkg.facilities.join('\n'),
    popular: pkg.popular,
    whatsappContact: pkg.whatsappContact,
    whatsappBookingUrl: pkg.whatsappBookingUrl ?? '',
    active: pkg.active,
    itinerary: pkg.itinerary.map(({ time, text }) => ({ time, text })),
    excluded: pkg.excluded.join('\n'),
    bring: pkg.bring.join('\n'),
    meetingPointName: pkg.meetingPointName ?? '',
    meetingPointDirections: pkg.meetingPointDirections ?? '',
    lat: pkg.meetingPointLocation ? String(pkg.meetingPointLocation.lat) : '',
    lng: pkg.meetingPointLocation ? String(pkg.meetingPointLocation.lng) : '',
    boat: pkg.boat ?? '',
    boatOut: legValue(pkg.boatOut),
    boatBack: legValue(pkg.boatBack),
    en: englishFormValues(pkg.en),
  };
}

/** A number left empty takes the package default (docs/product.md, Validation: price 0, persons 1 to 10). */
const orDefault = (text: string, fallback: number) => (text.trim() === '' ? fallback : text.trim());

export function packagePayload(values: PackageFormValues): PackageCreateInput {
  const [image = null, ...gallery] = values.image;
  const noPin = values.lat.trim() === '' && values.lng.trim() === '';
  return {
    name: values.name,
    description: values.description,
    image,
    gallery,
    ...tripLengthPayload(values),
    price: orDefault(values.price, PACKAGE_DEFAULTS.price),
    minPersons: orDefault(values.minPersons, PACKAGE_DEFAULTS.minPersons),
    maxPersons: orDefault(values.maxPersons, PACKAGE_DEFAULTS.maxPersons),
    facilities: values.facilities,
    popular: values.popular,
    whatsappContact: values.whatsappContact,
    whatsappBookingUrl: values.whatsappBookingUrl,
    active: values.active,
    itinerary: keptRows(values.itinerary),
    excluded: values.excluded,
    bring: values.bring,
    meetingPointName: values.meetingPointName,
    meetingPointDirections: values.meetingPointDirections,
    meetingPointLocation: noPin ? null : { lat: values.lat, lng: values.lng },
    boat: values.boat,
    boatOut: legOfValue(values.boatOut),
    boatBack: legOfValue(values.boatBack),
    en: {
      name: values.en.name,
      description: values.en.description,
      duration: values.en.duration,
      meetingPointName: values.en.meetingPointName,
      meetingPointDirections: values.en.meetingPointDirections,
      facilities: aligned(values.en.facilities, listItems(values.facilities).length),
      itinerary: aligned(values.en.itinerary, keptRows(values.itinerary).length),
      excluded: aligned(values.en.excluded, listItems(values.excluded).length),
      bring: aligned(values.en.bring, listItems(values.bring).length),
    },
  };
}

const FIELDS: readonly (keyof PackageFormValues)[] = [
  'name',
  'description',
  'image',
  'duration',
  'tripDays',
  'price',
  'minPersons',
  'maxPersons',
  'facilities',
  'popular',
  'whatsappContact',
  'whatsappBookingUrl',
  'active',
  'itinerary',
  'excluded',
  'bring',
  'meetingPointName',
  'meetingPointDirections',
  'boat',
  'boatOut',
  'boatBack',
];

export function packageFieldOf(param: string): PackageField {
  if (param === 'files' || param.startsWith('gallery')) return 'image';
  // The English twin's fields are the form's own: 'en.name', 'en.facilities.2'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 3).join('.') as PackageField;
  if (param === 'meetingPointLocation.lng') return 'lng';
  if (param.startsWith('tripLength')) return 'tripDays';
  if (param.startsWith('meetingPointLocation')) return 'lat';
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'name';
}
