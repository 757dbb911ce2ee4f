import { type EventCategory, type EventCreateInput, EVENT_ENGLISH_TEXTS, type IslandEvent } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues, htmlWords, missingEnglishTexts } from '../catalogue/englishTwin.ts';

/** The event dialog's values as typed: dates and times as the date/time inputs hold them. */
export interface EventFormValues {
  title: string;
  /** Empty until chosen: an event has no default category. */
  category: EventCategory | '';
  startsOn: string;
  /** Blank: the event lasts one day. */
  endsOn: string;
  /** Blank: all day. */
  startTime: string;
  endTime: string;
  place: string;
  /** The destination's id as the select holds it; blank for none. */
  destinationId: string;
  description: string;
  image: string[];
  price: string;
  contact: string;
  yearly: boolean;
  /** The English twin, a box per text (the description the editor's HTML). */
  en: EnglishFormValues<(typeof EVENT_ENGLISH_TEXTS)[number]>;
}

export type EventField = FieldPath<EventFormValues>;
const FIELDS: readonly EventField[] = ['title', 'category', 'startsOn', 'endsOn', 'startTime', 'endTime', 'place', 'destinationId', 'description', 'image', 'price', 'contact', 'yearly'];

/** The stored dates (a yearly event: its first year), not the next occurrence the public pages show. */
export function eventFormValues(event: IslandEvent | null): EventFormValues {
  if (!event) {
    return { title: '', category: '', startsOn: '', endsOn: '', startTime: '', endTime: '', place: '', destinationId: '', description: '', image: [], price: '', contact: '', yearly: false, en: englishFormValues(EVENT_ENGLISH_TEXTS, null) };
  }
  return {
    title: event.title,
    category: event.category,
    startsOn: event.startsOn,
    // A one-day event keeps its end blank, as it was entered.
    endsOn: event.endsOn === event.startsOn ? '' : event.endsOn,
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
    place: event.place,
    destinationId: event.destinationId === null ? '' : String(event.destinationId),
    description: event.description,
    image: event.image ? [event.image] : [],
    price: event.price ?? '',
    contact: event.contact ?? '',
    yearly: event.yearly,
    en: englishFormValues(EVENT_ENGLISH_TEXTS, event.en),
  };
}

/** The request body: blanks become null (no end, all day, no destination, no picture). */
export function eventPayload(values: EventFormValues): EventCreateInput {
  return {
    title: values.title,
    // Left out rather than sent blank, so the check says the category is required.
    category: (values.category || undefined) as EventCategory,
    // Blank is left out too, so the check says the start date is required (not malformed).
    startsOn: (values.startsOn || undefined) as string,
    endsOn: values.endsOn || null,
    startTime: values.startTime || null,
    endTime: values.endTime || null,
    place: values.place,
    destinationId: values.destinationId === '' ? null : Number(values.destinationId),
    description: values.description,
    image: values.image[0] ?? null,
    price: values.price,
    contact: values.contact,
    yearly: values.yearly,
    en: values.en,
  };
}

/** The server's parameter names are the form's. */
export function eventFieldOf(param: string): EventField {
  // The English twin's fields are the form's own: 'en.title'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as EventField;
  const top = param.split('.')[0];
  return FIELDS.find((field) => field === top) ?? 'title';
}

/** How many English texts are missing where the Indonesian is written, an empty editor counting as missing. */
export function missingEventEnglish(values: EventFormValues): number {
  const words = { ...values, description: htmlWords(values.description), en: { ...values.en, description: htmlWords(values.en.description) } };
  return missingEnglishTexts(EVENT_ENGLISH_TEXTS, words);
}
