import { type ContactStatus, ID_LABELS } from '@island/shared';

const BADGES: Record<ContactStatus, string> = {
  unread: 'badge--warning',
  read: 'badge--muted',
  replied: 'badge--success',
};

/** Replied when answered, else read once opened, else new (docs/product.md, Contact messages). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <span className={`badge ${BADGES[status]}`}>{ID_LABELS.contactStatus[status]}</span>;
}
