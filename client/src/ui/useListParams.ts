import { useCallback, useEffect, useMemo, useState } from 'react';

/** The word every category filter uses for "no filter" (DESIGN §2 treats it like a missing value). */
export const ALL = 'all';

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  category: string;
}

export interface UseListParams extends ListParams {
  setPage: (page: number) => void;
  /** A new search, category or page size starts again at page 1 (public-site.md §4). */
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  setPageSize: (pageSize: number) => void;
  /** What a list procedure takes: empty search and `all` are simply left out. */
  input: { page: number; limit: number; search?: string; category?: string };
}

/** Page, page size, search and category of a paginated list. */
export function useListParams(initial: { pageSize: number; category?: string }): UseListParams {
  const [params, setParams] = useState<ListParams>({
    page: 1,
    pageSize: initial.pageSize,
    search: '',
    category: initial.category ?? ALL,
  });

  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page: Math.max(1, page) })), []);
  const setSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);
  const setCategory = useCallback(
    (category: string) => setParams((p) => (p.category === category ? p : { ...p, category, page: 1 })),
    [],
  );
  const setPageSize = useCallback((pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 1 })), []);

  const input = useMemo(
    () => ({
      page: params.page,
      limit: params.pageSize,
      ...(params.search ? { search: params.search } : {}),
      ...(params.category !== ALL ? { category: params.category } : {}),
    }),
    [params],
  );

  return { ...params, setPage, setSearch, setCategory, setPageSize, input };
}

/**
 * Steps back when the page asked for no longer exists, e.g. after deleting the last row of the
 * last page, so the list never sits empty while earlier pages still hold rows.
 */
export function useKeepPageInRange(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
