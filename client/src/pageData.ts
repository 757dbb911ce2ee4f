import { type HomeData, PAGE_DATA_ID } from '@island/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { KEPT_COPY_ATTRIBUTE } from '../sw/rules.ts';
import { trpc } from './trpc.ts';

const SETTINGS_SECTIONS = ['general', 'media', 'contact', 'island_profile', 'social', 'payment', 'homestay'] as const;
const HOME_LISTS = ['facilities', 'transportation', 'testimonials'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value has the home answer's shape (the parts the first screen reads without checking). */
function isHomeData(value: unknown): value is HomeData {
  if (!isRecord(value) || !isRecord(value.settings)) return false;
  const { settings } = value;
  return SETTINGS_SECTIONS.every((section) => isRecord(settings[section])) && HOME_LISTS.every((list) => Array.isArray(value[list]));
}

/** The home answer in a page's data block, or null when the block is cut short, foreign or without it. */
export function homeFromPageData(text: string): HomeData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const home = isRecord(parsed) ? parsed['home.get'] : undefined;
  return isHomeData(home) ? home : null;
}

/**
 * Before the first render, puts the answers the server sent inside the page
 * (server/src/seo/page-data.ts) into the query cache, so the home page paints with its data at
 * once instead of asking for it after the script has run; the block is removed once read.
 * Without a usable block nothing is put there and the page asks as it always did. A copy of the
 * page the service worker kept carries the answers of the day it was kept: they are shown, but
 * as stale, so they are asked for again when the network allows. Returns the procedures primed
 * from a page the server has just sent.
 */
export function primeFromPage(queryClient: QueryClient): readonly string[] {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block) return [];
  block.remove();
  const home = homeFromPageData(block.textContent ?? '');
  if (!home) return [];
  const queryKey = getQueryKey(trpc.home.get, undefined, 'query');
  queryClient.setQueryData(queryKey, home);
  if (!document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE)) return ['home.get'];
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  return [];
}
