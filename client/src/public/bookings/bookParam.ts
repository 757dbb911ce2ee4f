/** The packages page's address names the package being booked (`?pesan=7`), so Back closes the form. */
export const BOOK_PARAM = 'pesan';

/** The id of the package being booked, or null. */
export function bookedPackageId(search: URLSearchParams): number | null {
  const raw = search.get(BOOK_PARAM);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
