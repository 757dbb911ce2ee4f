import { trpc } from '../../trpc.ts';

/** How often the sidebar looks for new bookings while the admin area is open. */
const REFRESH_MS = 60_000;

/**
 * The count of bookings waiting for an answer beside the sidebar entry, like unread messages;
 * kept out of the link's name, which stays 'Bookings'.
 */
export function PendingBookingsBadge() {
  const pending = trpc.bookings.pendingCount.useQuery(undefined, { staleTime: 0, refetchInterval: REFRESH_MS });
  const count = pending.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="admin-nav__badge" aria-hidden="true" data-testid="pending-bookings-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
