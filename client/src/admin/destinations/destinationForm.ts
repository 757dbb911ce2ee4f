import { type Destination, type DestinationCategory, type DestinationCreateInput } from '@island/shared';

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
}

export type DestinationField = keyof DestinationFormValues;

export function destinationFormValues(destination: Destination | null): DestinationFormValues {
  if (!destination) {
    return { title: '', category: 'nature', shortDescription: '', description: '', lat: '', lng: '', images: [] };
  }
  return {
    title: destination.title,
    category: destination.category,
    shortDescription: destination.shortDescription,
    description: destination.description ?? '',
    lat: String(destination.location.lat),
    lng: String(destination.location.lng),
    images: [destination.image, ...destination.gallery],
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
  };
}

/** Which field shows an error reported for a request parameter. */
export function destinationFieldOf(param: string): DestinationField {
  if (param === 'location.lng') return 'lng';
  if (param.startsWith('location')) return 'lat';
  if (param === 'image' || param.startsWith('gallery') || param === 'files') return 'images';
  const field = param.split('.')[0];
  return (['title', 'category', 'shortDescription', 'description'] as const).find((f) => f === field) ?? 'title';
}
