import { LIMITS } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { listPager, tablePager } from './listPager.ts';
import { ALL, listInput } from './useListParams.ts';
import { LIST_URL_KEYS, readListUrl } from './useUrlListParams.ts';

describe('list input', () => {
  const base = { page: 2, pageSize: 10, search: '', category: ALL };

  it('leaves out an empty search and the "all" filter', () => {
    expect(listInput(base)).toEqual({ page: 2, limit: 10 });
  });

  it('sends the search and the filter under its own name, as the procedure takes it', () => {
    expect(listInput({ ...base, search: 'pantai', category: 'beaches' })).toEqual({ page: 2, limit: 10, search: 'pantai', category: 'beaches' });
    expect(listInput({ ...base, category: '4' }, 'rating', Number)).toEqual({ page: 2, limit: 10, rating: 4 });
    expect(listInput({ ...base, category: 'ferry' }, 'type')).toEqual({ page: 2, limit: 10, type: 'ferry' });
  });
});

describe('catalogue list in the address', () => {
  const categories = ['beaches', 'nature'];
  const read = (query: string) => readListUrl(new URLSearchParams(query), categories);

  it('reads search, category, page and the open detail', () => {
    expect(read(`${LIST_URL_KEYS.search}=pasir&${LIST_URL_KEYS.category}=beaches&${LIST_URL_KEYS.page}=3&${LIST_URL_KEYS.detail}=7`)).toEqual({
      search: 'pasir',
      category: 'beaches',
      page: 3,
      detailId: 7,
    });
  });

  it('falls back to the defaults for what it does not understand', () => {
    expect(read('kategori=volcanoes&halaman=0&lihat=-1')).toEqual({ search: '', category: ALL, page: 1, detailId: null });
    expect(read('halaman=abc&lihat=99999999999')).toEqual({ search: '', category: ALL, page: 1, detailId: null });
  });

  it('trims the search and cuts it to the longest the server accepts', () => {
    expect(read('q=%20%20pantai%20').search).toBe('pantai');
    expect(read(`q=${'x'.repeat(LIMITS.searchMax + 20)}`).search).toHaveLength(LIMITS.searchMax);
  });
});

describe('list pager', () => {
  const onPageChange = (_page: number) => {};
  const pagination = { currentPage: 2, totalPages: 3, totalItems: 25, itemsPerPage: 10 };

  it('shows the page the server answered, once it has answered', () => {
    expect(listPager(undefined, onPageChange)).toBeNull();
    expect(listPager(pagination, onPageChange, { label: 'Halaman' })).toEqual({ page: 2, totalPages: 3, onPageChange, label: 'Halaman' });
  });

  it('leaves the pager out when one page holds everything, if asked to', () => {
    const single = { ...pagination, currentPage: 1, totalPages: 1 };
    expect(listPager(single, onPageChange, { onlyWhenSeveralPages: true })).toBeNull();
    expect(listPager(single, onPageChange)).not.toBeNull();
  });

  it('gives a staff table numbered pages and the count, and no pager for a single page', () => {
    expect(tablePager(pagination, onPageChange, { pageSize: 10, label: 'Halaman pesan' })).toEqual({
      page: 2,
      totalPages: 3,
      onPageChange,
      totalItems: 25,
      pageSize: 10,
      showPageNumbers: true,
      label: 'Halaman pesan',
    });
    expect(tablePager({ ...pagination, currentPage: 1, totalPages: 1 }, onPageChange, { pageSize: 10, label: 'Halaman pesan' })).toBeNull();
    expect(tablePager(undefined, onPageChange, { pageSize: 10, label: 'Halaman pesan' })).toBeNull();
  });
});
