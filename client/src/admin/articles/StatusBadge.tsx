import './status-badge.css';
import { type ArticleStatus, ID_LABELS } from '@island/shared';

const TONE: Record<ArticleStatus, string> = {
  published: 'badge--success',
  pending: 'badge--warning',
  draft: 'badge--muted',
  rejected: 'badge--danger',
};

/** An article's status as a coloured label. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  return <span className={`badge ${TONE[status]}`}>{ID_LABELS.articleStatus[status]}</span>;
}
