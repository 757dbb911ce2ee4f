import { type Destination, type DestinationCategory, type DestinationCreateInput, DESTINATION_ENGLISH_TEXTS } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues } from '../catalogue/englishTwin.ts';

/** What the form holds: text as typed, images as the URLs the server answered. */
export interface DestinationFormValues {
  title: string;
  category: DestinationCategory;
  shortDescription: string;
  description: string;
  lat: string;
  lng: string;
  /** The main image first, then the gallery. */
  images: string[];
  /** The English twin, a box per text. */
  en: EnglishFormValues<(typeof DESTINATION_ENGLISH_TEXTS)[number]>;
}

export type DestinationField = FieldPath<DestinationFormValues>;

export function destinationFormValues(destination: Destination | null): DestinationFormValues {
  if (!destination) {
    return { title: '', category: 'nature', shortDescription: '', description: '', lat: '', lng: '', images: [], en: englishFormValues(DESTINATION_ENGLISH_TEXTS, null) };
  }
  return {
    title: destination.title,
    category: destination.category,
    shortDescription: destination.shortDescription,
    description: destination.description ?? '',
    lat: String(destination.location.lat),
    lng: String(destination.location.lng),
    images: [destination.image, ...destination.gallery],
    en: englishFormValues(DESTINATION_ENGLISH_TEXTS, destination.en),
  };
}

/** The request body; the shared schema turns the typed text into numbers and checks it. */
export function destinationPayload(values: DestinationFormValues): DestinationCreateInput & { category: DestinationCategory } {
  const [image = '', ...gallery] = values.images;
  return {
    title: values.title,
    category: values.category,
    shortDescription: values.shortDescription,
    description: values.description,
    location: { lat: values.lat, lng: values.lng },
    image,
    gallery,
    en: values.en,
  };
}

/** Which field shows an error reported for a request parameter. */
export function destinationFieldOf(param: string): DestinationField {
  if (param === 'location.lng') return 'lng';
  if (param.startsWith('location')) return 'lat';
  if (param === 'image' || param.startsWith('gallery') || param === 'files') return 'images';
  // The English twin's fields are the form's own: 'en.title'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as DestinationField;
  const field = param.split('.')[0];
  return (['title', 'category', 'shortDescription', 'description'] as const).find((f) => f === field) ?? 'title';
}
