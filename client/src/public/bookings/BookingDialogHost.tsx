import type { TourPackage } from '@island/shared';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { BOOK_PARAM, bookedPackageId } from './bookParam.ts';

// The form, its calendar and the form library arrive only when a visitor presses "Pesan".
const BookingDialog = lazy(() => import('./BookingDialog.tsx'));

/**
 * The booking form of the package the address names (`?pesan=<id>`): taken from the list on
 * screen, or read on its own when the address was opened directly.
 */
export function BookingDialogHost({ packages }: { packages: readonly TourPackage[] | undefined }) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = bookedPackageId(search);
  const listed = id === null ? undefined : packages?.find((pkg) => pkg.id === id);
  const fetched = trpc.packages.get.useQuery({ id: id ?? 0 }, { enabled: id !== null && packages !== undefined && !listed });
  const pkg = listed ?? fetched.data;
  if (id === null || !pkg) return null;

  function close() {
    // Opened by the button: going back closes it and leaves no entry to come back to.
    if ((location.state as { openedHere?: boolean } | null)?.openedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(search);
    next.delete(BOOK_PARAM);
    setSearch(next, { replace: true, preventScrollReset: true });
  }

  return (
    <Suspense fallback={null}>
      <BookingDialog key={pkg.id} pkg={pkg} onClose={close} />
    </Suspense>
  );
}
