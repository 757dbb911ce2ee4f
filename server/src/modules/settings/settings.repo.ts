import {
  ROTATION_PERIODS,
  SETTINGS_CATEGORIES,
  SETTINGS_KEYS,
  type SettingsCategory,
  type SiteSettings,
} from '@island/shared';
import { sql } from 'kysely';
import { imageUrl, imageUrls } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';

const IMAGE_KEYS = new Set(['main_logo', 'hero_background', 'qris_image']);
const BOOLEAN_KEYS = new Set(['pay_at_jetty']);
const NUMBER_KEYS = new Set(['latitude', 'longitude']);
const LIST_KEYS = new Set(['gallery']);
/** Keys that hold one of a few words: the first is the answer until another is stored. */
const CHOICE_KEYS: Readonly<Record<string, readonly string[]>> = { rotation_period: ROTATION_PERIODS };

/** A key's answer from its stored JSON; a missing or mistyped value reads as the key's empty value. */
function toWireValue(key: string, stored: unknown, baseUrl: string): unknown {
  if (LIST_KEYS.has(key)) {
    return imageUrls(baseUrl, Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  }
  if (NUMBER_KEYS.has(key)) return typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
  if (IMAGE_KEYS.has(key)) return typeof stored === 'string' ? imageUrl(baseUrl, stored) : null;
  if (BOOLEAN_KEYS.has(key)) return stored === true;
  const choices = CHOICE_KEYS[key];
  if (choices) return typeof stored === 'string' && choices.includes(stored) ? stored : choices[0];
  return typeof stored === 'string' ? stored : '';
}

function buildCategory(category: SettingsCategory, stored: Map<string, unknown>, baseUrl: string) {
  const values: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS[category]) values[key] = toWireValue(key, stored.get(`${category}.${key}`), baseUrl);
  return values;
}

async function readStored(db: Db, categories: readonly SettingsCategory[]): Promise<Map<string, unknown>> {
  return storedByKey(await storedSettingsQuery(db, categories).execute());
}

/** The stored rows of some categories, for a read that runs it inside a larger one (the home page). */
export function storedSettingsQuery(db: Db, categories: readonly SettingsCategory[] = SETTINGS_CATEGORIES) {
  return db.selectFrom('settings').select(['category', 'key', 'value']).where('category', 'in', categories);
}

function storedByKey(rows: readonly { category: string; key: string; value: unknown }[]): Map<string, unknown> {
  return new Map(rows.map((row) => [`${row.category}.${row.key}`, row.value]));
}

/** Every category with every key present, from the rows of `storedSettingsQuery`. */
export function siteSettingsFromRows(rows: readonly { category: string; key: string; value: unknown }[], baseUrl: string): SiteSettings {
  const stored = storedByKey(rows);
  const settings: Record<string, unknown> = {};
  for (const category of SETTINGS_CATEGORIES) settings[category] = buildCategory(category, stored, baseUrl);
  return settings as SiteSettings;
}

/** Every category with every key present (one query). */
export async function readSiteSettings(db: Db, baseUrl: string): Promise<SiteSettings> {
  return siteSettingsFromRows(await storedSettingsQuery(db).execute(), baseUrl);
}

export async function readSettingsCategory<C extends SettingsCategory>(
  db: Db,
  baseUrl: string,
  category: C,
): Promise<SiteSettings[C]> {
  return buildCategory(category, await readStored(db, [category]), baseUrl) as SiteSettings[C];
}

/** Upserts the keys a save carried; keys it left out keep their stored values. */
export async function saveSettingsCategory(
  db: Db,
  category: SettingsCategory,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const rows = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ category, key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['category', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: sql`now()` })),
    )
    .execute();
}
