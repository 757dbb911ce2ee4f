import type { ContactStatus } from '@island/shared';

const BADGES: Record<ContactStatus, { label: string; className: string }> = {
  unread: { label: 'New', className: 'badge--warning' },
  read: { label: 'Read', className: 'badge--muted' },
  replied: { label: 'Replied', className: 'badge--success' },
};

/** Replied when answered, else Read once opened, else New (docs/product.md, Contact messages). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const badge = BADGES[status];
  return <span className={`badge ${badge.className}`}>{badge.label}</span>;
}
