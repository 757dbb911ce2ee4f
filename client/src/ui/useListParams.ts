import { useCallback, useEffect, useMemo, useState } from 'react';

/** The word every category filter uses for "no filter" (docs/rest.md, Lists and filters: like a missing value). */
export const ALL = 'all';

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  /** The list's one filter as chosen in its select ('all' for none): a category, a rating, a type… */
  category: string;
}

/** What a list procedure takes: empty search and `all` are simply left out; the filter under its own name. */
export type ListInput<K extends string = 'category', F = string> = { page: number; limit: number; search?: string } & { [P in K]?: F };

export interface UseListParams<K extends string = 'category', F = string> extends ListParams {
  setPage: (page: number) => void;
  /** A new search, filter or page size starts again at page 1 (docs/product.md, Lists). */
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  setPageSize: (pageSize: number) => void;
  input: ListInput<K, F>;
}

export interface ListParamsOptions<K extends string, F> {
  pageSize: number;
  /** The filter's starting value; 'all' by default. */
  category?: string;
  /** The filter's name in the procedure's input ('rating', 'type'); 'category' by default. */
  filterKey?: K;
  /** The filter's value as the procedure takes it (`Number` for a rating); the text as chosen by default. */
  parseFilter?: (raw: string) => F;
}

/** The procedure input for the given list parameters. */
export function listInput<K extends string = 'category', F = string>(
  params: ListParams,
  filterKey: K = 'category' as K,
  parseFilter: (raw: string) => F = (raw) => raw as F,
): ListInput<K, F> {
  return {
    page: params.page,
    limit: params.pageSize,
    ...(params.search ? { search: params.search } : {}),
    ...(params.category !== ALL && params.category !== '' ? { [filterKey]: parseFilter(params.category) } : {}),
  } as ListInput<K, F>;
}

/** Page, page size, search and the one filter of a paginated staff list. */
export function useListParams<K extends string = 'category', F = string>(options: ListParamsOptions<K, F>): UseListParams<K, F> {
  const { filterKey, parseFilter } = options;
  const [params, setParams] = useState<ListParams>({
    page: 1,
    pageSize: options.pageSize,
    search: '',
    category: options.category ?? ALL,
  });

  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page: Math.max(1, page) })), []);
  const setSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);
  const setCategory = useCallback(
    (category: string) => setParams((p) => (p.category === category ? p : { ...p, category, page: 1 })),
    [],
  );
  const setPageSize = useCallback((pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 1 })), []);

  const input = useMemo(() => listInput(params, filterKey, parseFilter), [params, filterKey, parseFilter]);

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
