import { type BATHROOM_KINDS, type COOLING_KINDS, type Homestay, type HomestayRoom, type homestayCreateInput, type roomCreateInput } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { type EnglishFormValues, englishFormValues, missingEnglishTexts } from '../catalogue/englishTwin.ts';

/** The homestay's texts that have an English twin (decision 0035). */
export const HOMESTAY_ENGLISH_TEXTS = ['name', 'description', 'house_rules'] as const;

/** The homestay form's values as the inputs hold them: numbers and coordinates as typed text. */
export interface HomestayFormValues {
  /** The UMKM partner (category homestay) the house belongs to; chosen once, when staff create it. */
  msme_id: string;
  name: string;
  host_name: string;
  address: string;
  latitude: string;
  longitude: string;
  description: string;
  house_rules: string;
  photos: string[];
  check_in_time: string;
  check_out_time: string;
  facilities: {
    breakfast: boolean;
    cooling: (typeof COOLING_KINDS)[number];
    bathroom: (typeof BATHROOM_KINDS)[number];
    electricity_hours: string;
    drinking_water: boolean;
  };
  whatsapp: string;
  published: boolean;
  en: EnglishFormValues<(typeof HOMESTAY_ENGLISH_TEXTS)[number]>;
}

export type HomestayField = FieldPath<HomestayFormValues>;

export function homestayFormValues(house: Homestay | null): HomestayFormValues {
  return {
    msme_id: house ? String(house.msme_id) : '',
    name: house?.name ?? '',
    host_name: house?.host_name ?? '',
    address: house?.address ?? '',
    latitude: house?.latitude === null || house?.latitude === undefined ? '' : String(house.latitude),
    longitude: house?.longitude === null || house?.longitude === undefined ? '' : String(house.longitude),
    description: house?.description ?? '',
    house_rules: house?.house_rules ?? '',
    photos: house?.photos ?? [],
    check_in_time: house?.check_in_time ?? '14:00',
    check_out_time: house?.check_out_time ?? '11:00',
    facilities: {
      breakfast: house?.facilities.breakfast ?? false,
      cooling: house?.facilities.cooling ?? 'fan',
      bathroom: house?.facilities.bathroom ?? 'shared',
      electricity_hours: house?.facilities.electricity_hours ?? '',
      drinking_water: house?.facilities.drinking_water ?? true,
    },
    whatsapp: house?.whatsapp ?? '',
    published: house?.published ?? false,
    en: englishFormValues(HOMESTAY_ENGLISH_TEXTS, house?.en),
  };
}

/** A blank coordinate is none; anything else goes as typed, so the schema names what is wrong with it. */
function coordinateOf(text: string): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The request body (the create input; an update sends the same fields without the partner). */
export function homestayPayload(values: HomestayFormValues): z.input<typeof homestayCreateInput> {
  return {
    // Left out while unchosen, so the check says which partner is missing rather than a malformed id.
    msme_id: (values.msme_id === '' ? undefined : Number(values.msme_id)) as number,
    name: values.name,
    host_name: values.host_name,
    address: values.address,
    latitude: coordinateOf(values.latitude) as number | null,
    longitude: coordinateOf(values.longitude) as number | null,
    description: values.description,
    house_rules: values.house_rules,
    photos: values.photos,
    check_in_time: values.check_in_time,
    check_out_time: values.check_out_time,
    facilities: values.facilities,
    whatsapp: values.whatsapp,
    published: values.published,
    en: values.en,
  };
}

const FIELDS: readonly HomestayField[] = ['msme_id', 'name', 'host_name', 'address', 'latitude', 'longitude', 'description', 'house_rules', 'photos', 'check_in_time', 'check_out_time', 'whatsapp', 'published'];

/** The server's parameter names are the form's (facilities and the English twin one level down). */
export function homestayFieldOf(param: string): HomestayField {
  if (param.startsWith('en.') || param.startsWith('facilities.')) return param.split('.').slice(0, 2).join('.') as HomestayField;
  const top = param.split('.')[0];
  return FIELDS.find((field) => field === top) ?? 'name';
}

export function missingHomestayEnglish(values: HomestayFormValues): number {
  return missingEnglishTexts(HOMESTAY_ENGLISH_TEXTS, values);
}

// ---------------------------------------------------------------------------------------------
// Rooms

export interface RoomFormValues {
  name: string;
  name_en: string;
  units: string;
  beds: string;
  max_persons: string;
  /** Blank: every person the room takes is in the night's price. */
  included_persons: string;
  price_per_night: string;
  weekend_price: string;
  extra_person_price: string;
  photos: string[];
  active: boolean;
}

export function roomFormValues(room: HomestayRoom | null): RoomFormValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: room?.name ?? '',
    name_en: room?.name_en ?? '',
    units: text(room?.units ?? 1),
    beds: text(room?.beds ?? 1),
    max_persons: text(room?.max_persons ?? 2),
    included_persons: room && room.included_persons !== room.max_persons ? String(room.included_persons) : '',
    price_per_night: text(room?.price_per_night),
    weekend_price: text(room?.weekend_price),
    extra_person_price: text(room?.extra_person_price),
    photos: room?.photos ?? [],
    active: room?.active ?? true,
  };
}

/** The create body; the numbers go as typed (the schema reads "150.000" and names a wrong one). */
export function roomPayload(homestayId: number, values: RoomFormValues): z.input<typeof roomCreateInput> {
  return {
    homestay_id: homestayId,
    name: values.name,
    en: values.name_en.trim() === '' ? null : { name: values.name_en },
    units: values.units,
    beds: values.beds,
    max_persons: values.max_persons,
    // Blank: all of the room's persons are in the price (the server's default).
    ...(values.included_persons.trim() === '' ? {} : { included_persons: values.included_persons }),
    price_per_night: values.price_per_night,
    weekend_price: values.weekend_price.trim() === '' ? null : values.weekend_price,
    extra_person_price: values.extra_person_price.trim() === '' ? null : values.extra_person_price,
    photos: values.photos,
    active: values.active,
  } as z.input<typeof roomCreateInput>;
}

export function roomFieldOf(param: string): FieldPath<RoomFormValues> {
  if (param.startsWith('en')) return 'name_en';
  const top = param.split('.')[0] as FieldPath<RoomFormValues>;
  const known: readonly FieldPath<RoomFormValues>[] = ['name', 'units', 'beds', 'max_persons', 'included_persons', 'price_per_night', 'weekend_price', 'extra_person_price', 'photos', 'active'];
  return known.includes(top) ? top : 'name';
}
