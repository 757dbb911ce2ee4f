import { PACKAGE_DEFAULTS, type PackageCreateInput, type TourPackage } from '@island/shared';
import { legOfValue, legValue } from '../transportation/legChoices.ts';

/** One row of the day as the form holds it; rows left blank are dropped on save. */
export interface ItineraryFormRow {
  time: string;
  text: string;
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
  duration: string;
  price: string;
  minPersons: string;
  maxPersons: string;
  facilities: string;
  popular: boolean;
  whatsappContact: string;
  whatsappBookingUrl: string;
}

export type PackageField = keyof PackageFormValues;

export function packageFormValues(pkg: TourPackage | null, whatsapp = ''): PackageFormValues {
  if (!pkg) {
    return {
      name: '',
      description: '',
      image: [],
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
    };
  }
  return {
    name: pkg.name,
    description: pkg.description,
    image: pkg.image ? [pkg.image, ...pkg.gallery] : [...pkg.gallery],
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
    duration: values.duration,
    price: orDefault(values.price, PACKAGE_DEFAULTS.price),
    minPersons: orDefault(values.minPersons, PACKAGE_DEFAULTS.minPersons),
    maxPersons: orDefault(values.maxPersons, PACKAGE_DEFAULTS.maxPersons),
    facilities: values.facilities,
    popular: values.popular,
    whatsappContact: values.whatsappContact,
    whatsappBookingUrl: values.whatsappBookingUrl,
    active: values.active,
    itinerary: values.itinerary.filter((row) => row.time.trim() !== '' || row.text.trim() !== ''),
    excluded: values.excluded,
    bring: values.bring,
    meetingPointName: values.meetingPointName,
    meetingPointDirections: values.meetingPointDirections,
    meetingPointLocation: noPin ? null : { lat: values.lat, lng: values.lng },
    boat: values.boat,
    boatOut: legOfValue(values.boatOut),
    boatBack: legOfValue(values.boatBack),
  };
}

const FIELDS: readonly PackageField[] = [
  'name',
  'description',
  'image',
  'duration',
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
  if (param === 'meetingPointLocation.lng') return 'lng';
  if (param.startsWith('meetingPointLocation')) return 'lat';
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'name';
}
