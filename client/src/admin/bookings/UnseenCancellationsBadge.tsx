import { trpc } from '../../trpc.ts';

/** How often the sidebar looks for new cancellations while the admin area is open. */
const REFRESH_MS = 60_000;

/**
 * The count of bookings visitors cancelled on their own page that no clerk has opened yet, beside
 * the pending count on the Bookings entry, in the alert colour; it stays until each one is
 * seen. Kept out of the link's name; the dashboard says it in words.
 */
export function UnseenCancellationsBadge() {
  const unseen = trpc.bookings.unseenCancellations.useQuery(undefined, { staleTime: 0, refetchInterval: REFRESH_MS });
  const count = unseen.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="admin-nav__badge admin-nav__badge--alert" aria-hidden="true" title="Dibatalkan pengunjung, belum dilihat" data-testid="unseen-cancellations-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
