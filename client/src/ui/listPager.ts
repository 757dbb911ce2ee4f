import type { Pagination as PaginationData } from '@island/shared';
import type { PaginationProps } from './Pagination.tsx';

export type ListPagerOptions = Omit<PaginationProps, 'page' | 'totalPages' | 'onPageChange'> & {
  /** No pager at all while everything fits on one page. */
  onlyWhenSeveralPages?: boolean;
};

/** The pager under a list, from the server's pagination object; null until the list has answered. */
export function listPager(pagination: PaginationData | undefined, onPageChange: (page: number) => void, options: ListPagerOptions = {}): PaginationProps | null {
  const { onlyWhenSeveralPages = false, ...display } = options;
  if (!pagination || (onlyWhenSeveralPages && pagination.totalPages <= 1)) return null;
  return { page: pagination.currentPage, totalPages: pagination.totalPages, onPageChange, ...display };
}

/**
 * The pager under a staff table: numbered pages and 'Menampilkan X–Y dari Z' from the
 * server's count, left out while one page holds everything.
 */
export function tablePager(
  pagination: PaginationData | undefined,
  onPageChange: (page: number) => void,
  options: { pageSize: number; label: string },
): PaginationProps | null {
  return listPager(pagination, onPageChange, {
    onlyWhenSeveralPages: true,
    totalItems: pagination?.totalItems,
    showPageNumbers: true,
    ...options,
  });
}
