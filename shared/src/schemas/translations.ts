import { z } from 'zod';

/** The kinds of record that have an English twin so far (docs/decisions/0035). */
export const TRANSLATABLE_KINDS = ['package', 'destination', 'culture', 'event', 'article', 'product', 'msme', 'facility'] as const;
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number];

/**
 * Why a published record is on the translator's list: no English at all, English without its
 * main text (name and description), or English written before the Indonesian last changed.
 */
export const TRANSLATION_STATES = ['missing', 'partial', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const translationPendingItemSchema = z.object({
  kind: z.enum(TRANSLATABLE_KINDS),
  id: z.number().int(),
  /** The record's Indonesian name, as staff know it. */
  name: z.string(),
  state: z.enum(TRANSLATION_STATES),
  /** When the Indonesian texts last changed (ISO). */
  changedAt: z.string(),
});
export type TranslationPendingItem = z.infer<typeof translationPendingItemSchema>;

/** How many items a list answer holds at most; `total` says how many wait in all. */
export const TRANSLATIONS_PENDING_MAX = 500;

export const translationsPendingOutput = z.object({
  items: z.array(translationPendingItemSchema),
  /** Everything waiting, by kind and in all (the dashboard's count). */
  counts: z.record(z.enum(TRANSLATABLE_KINDS), z.number().int()),
  total: z.number().int(),
});
export type TranslationsPending = z.infer<typeof translationsPendingOutput>;
