import { LIMITS } from '@island/shared';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ALL, listInput } from './useListParams.ts';

/** The query-string names of a public catalogue list, e.g. `/destinasi?q=pantai&kategori=beaches&halaman=2&lihat=7`. */
export const LIST_URL_KEYS = { search: 'q', category: 'kategori', page: 'halaman', detail: 'lihat' } as const;

/** Marks a history entry pushed by opening a detail, so closing it can step back instead of adding another entry. */
const OPENED_DETAIL = 'catalogueDetailOpened';

export interface UseUrlListParams {
  page: number;
  pageSize: number;
  search: string;
  category: string;
  /** The id of the item whose detail is open, or null. */
  detailId: number | null;
  /** Typing replaces the history entry; a new search starts again at page 1. */
  setSearch: (search: string) => void;
  /** A new category is a new history entry and starts again at page 1. */
  setCategory: (category: string) => void;
  setPage: (page: number) => void;
  /** A new history entry, so the phone's Back button closes the detail rather than the page. */
  openDetail: (id: number) => void;
  closeDetail: () => void;
  /** What a list procedure takes: empty search and `all` are simply left out. */
  input: { page: number; limit: number; search?: string; category?: string };
}

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/**
 * What a catalogue list's query string asks for. Values it does not understand (an unknown
 * category, page 0, a negative id) fall back to the defaults.
 */
export function readListUrl(searchParams: URLSearchParams, categories?: readonly string[]) {
  const rawCategory = searchParams.get(LIST_URL_KEYS.category);
  return {
    search: (searchParams.get(LIST_URL_KEYS.search) ?? '').trim().slice(0, LIMITS.searchMax),
    category: rawCategory !== null && categories?.includes(rawCategory) ? rawCategory : ALL,
    page: positiveInt(searchParams.get(LIST_URL_KEYS.page), 1_000_000) ?? 1,
    detailId: positiveInt(searchParams.get(LIST_URL_KEYS.detail), 2_147_483_647),
  };
}

/**
 * Page, search, category and open detail of a public catalogue list, kept in the URL's query
 * string so Back, reloads and shared links bring back the same list. Defaults are left out of
 * the URL; values it does not understand fall back to the defaults.
 */
export function useUrlListParams(options: { pageSize: number; categories?: readonly string[] }): UseUrlListParams {
  const { pageSize, categories } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();

  const { search, category, page, detailId } = readListUrl(searchParams, categories);

  const update = useCallback(
    (changes: Record<string, string | null>, how: { replace: boolean; state?: unknown }) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: how.replace, state: how.state, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setSearch = useCallback(
    (next: string) => {
      const value = next.trim();
      if (value === search) return;
      update({ [LIST_URL_KEYS.search]: value || null, [LIST_URL_KEYS.page]: null }, { replace: true });
    },
    [search, update],
  );

  const setCategory = useCallback(
    (next: string) => {
      const value = categories?.includes(next) ? next : ALL;
      if (value === category) return;
      update({ [LIST_URL_KEYS.category]: value === ALL ? null : value, [LIST_URL_KEYS.page]: null }, { replace: false });
    },
    [categories, category, update],
  );

  const setPage = useCallback(
    (next: number) => {
      const value = Math.max(1, Math.trunc(next) || 1);
      if (value === page) return;
      update({ [LIST_URL_KEYS.page]: value === 1 ? null : String(value) }, { replace: false });
    },
    [page, update],
  );

  const openDetail = useCallback(
    (id: number) => {
      if (id === detailId) return;
      update({ [LIST_URL_KEYS.detail]: String(id) }, { replace: false, state: { [OPENED_DETAIL]: true } });
    },
    [detailId, update],
  );

  // Escape twice in quick succession must not step back twice and leave the page.
  const closedAtKey = useRef<string | null>(null);
  const openedHere = Boolean((location.state as Record<string, unknown> | null)?.[OPENED_DETAIL]);
  const closeDetail = useCallback(() => {
    if (detailId === null || closedAtKey.current === location.key) return;
    closedAtKey.current = location.key;
    if (openedHere) navigate(-1);
    else update({ [LIST_URL_KEYS.detail]: null }, { replace: true });
  }, [detailId, location.key, openedHere, navigate, update]);

  const input = useMemo(() => listInput({ page, pageSize, search, category }), [page, pageSize, search, category]);

  return { page, pageSize, search, category, detailId, setSearch, setCategory, setPage, openDetail, closeDetail, input };
}
