import type { AuditEntry } from '@island/shared';
import { fieldLabel, formatFieldValue } from './auditLabels.ts';

/** The before and after of each changed field, named as its screen names it (the column on hover). */
export function AuditChanges({ changes, entity }: { changes: AuditEntry['changes']; entity: string }) {
  if (!changes) return <span className="audit-changes__none">—</span>;
  return (
    <dl className="audit-changes">
      {Object.entries(changes).map(([field, change]) => (
        <div key={field} className="audit-changes__row">
          <dt title={field}>{fieldLabel(field)}</dt>
          <dd>
            {'from' in change && <del className="audit-changes__from">{formatFieldValue(field, change.from, entity)}</del>}
            {'from' in change && 'to' in change && <span aria-label="menjadi"> → </span>}
            {'to' in change && <ins className="audit-changes__to">{formatFieldValue(field, change.to, entity)}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
