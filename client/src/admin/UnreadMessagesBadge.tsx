import { trpc } from '../trpc.ts';

/** How often the sidebar looks for new messages while the admin area is open. */
const REFRESH_MS = 60_000;

/**
 * The count of unread contact messages beside the sidebar entry. Kept out of the link's name,
 * which stays 'Contact Messages'; the screen's header says the count in words.
 */
export function UnreadMessagesBadge() {
  const unread = trpc.contact.unreadCount.useQuery(undefined, { staleTime: 0, refetchInterval: REFRESH_MS });
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="admin-nav__badge" aria-hidden="true" data-testid="unread-messages-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
