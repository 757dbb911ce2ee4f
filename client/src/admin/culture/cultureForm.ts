import { type Culture, type CultureCategory, type CultureCreateInput, CULTURE_ENGLISH_TEXTS } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues } from '../catalogue/englishTwin.ts';

export interface CultureFormValues {
  title: string;
  /** Empty until chosen: culture has no default category. */
  category: CultureCategory | '';
  description: string;
  /** The main image first, then the gallery. */
  images: string[];
  /** One YouTube link or id (or other https link) per line. */
  videos: string;
  videoUrl: string;
  /** The English twin, a box per text. */
  en: EnglishFormValues<(typeof CULTURE_ENGLISH_TEXTS)[number]>;
}

export type CultureField = FieldPath<CultureFormValues>;

export function cultureFormValues(culture: Culture | null): CultureFormValues {
  if (!culture) return { title: '', category: '', description: '', images: [], videos: '', videoUrl: '', en: englishFormValues(CULTURE_ENGLISH_TEXTS, null) };
  return {
    title: culture.title,
    category: culture.category,
    description: culture.description,
    images: culture.image ? [culture.image, ...culture.gallery] : culture.gallery,
    videos: culture.videos.join('\n'),
    videoUrl: culture.videoUrl ?? '',
    en: englishFormValues(CULTURE_ENGLISH_TEXTS, culture.en),
  };
}

export function culturePayload(values: CultureFormValues): CultureCreateInput {
  const [image = null, ...gallery] = values.images;
  return {
    title: values.title,
    // Left out rather than sent blank, so the check says the category is required.
    category: (values.category || undefined) as CultureCategory,
    description: values.description,
    image,
    gallery,
    videos: values.videos.split(/\r?\n/),
    videoUrl: values.videoUrl,
    en: values.en,
  };
}

export function cultureFieldOf(param: string): CultureField {
  if (param === 'image' || param.startsWith('gallery') || param === 'files') return 'images';
  // The English twin's fields are the form's own: 'en.title'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as CultureField;
  const field = param.split('.')[0];
  return (['title', 'category', 'description', 'videos', 'videoUrl'] as const).find((f) => f === field) ?? 'title';
}
