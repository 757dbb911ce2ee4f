import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { clickOut } from '../stats/clickOut.ts';
import { BOOK_PARAM } from './bookParam.ts';

/** "Pesan": opens the booking form over the packages list, the list's search and page kept; the press is counted for the package. */
export function BookButton({ packageId, packageName }: { packageId: number; packageName: string }) {
  const { t } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(BOOK_PARAM, String(packageId));
  return (
    <Link className="button button--primary button--block" to={{ search: `?${params.toString()}` }} state={{ openedHere: true }} preventScrollReset onClick={clickOut('book', { type: 'package', id: packageId })} aria-label={t('booking.bookLabel', { name: packageName })}>
      {t('booking.book')}
    </Link>
  );
}
