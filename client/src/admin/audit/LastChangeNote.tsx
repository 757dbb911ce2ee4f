import './audit.css';
import { AUDIT_TEXTS, type AuditEntity, formatDateTime } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { actorLabel } from './auditLabels.ts';

/**
 * "Terakhir diubah oleh {name}, {time}" at the top of an edit dialog, from the audit trail.
 * Shows nothing while loading, for a record never changed since the trail began, or on error.
 */
export function LastChangeNote({ entity, entityId }: { entity: AuditEntity; entityId: number | string }) {
  const last = trpc.audit.lastChange.useQuery({ entity, entityId: String(entityId) }, { staleTime: 0, retry: false });
  if (!last.data) return null;
  const who = last.data.role === 'visitor' || last.data.role === 'operator' ? actorLabel(last.data) : (last.data.name ?? '—');
  return (
    <p className="last-change" data-testid="last-change">
      {AUDIT_TEXTS.lastChange(who, formatDateTime(last.data.at))}
    </p>
  );
}
