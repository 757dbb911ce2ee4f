import './status-badge.css';
import type { ArticleStatus } from '@island/shared';
import { ARTICLE_STATUS_LABELS } from '../../public/articles/articleLabels.ts';

const TONE: Record<ArticleStatus, string> = {
  published: 'badge--success',
  pending: 'badge--warning',
  draft: 'badge--muted',
  rejected: 'badge--danger',
};

/** An article's status as a coloured label. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  return <span className={`badge ${TONE[status]}`}>{ARTICLE_STATUS_LABELS[status]}</span>;
}
