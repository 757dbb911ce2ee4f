import type { AuditEntry } from '@island/shared';
import { AUDIT_TEXTS, formatDateTime } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { AuditChanges } from './AuditChanges.tsx';
import { actionLabel, actorLabel, recordLink, recordTitle } from './auditLabels.ts';

export interface AuditTableProps extends Pick<DataTableProps<AuditEntry>, 'query' | 'pagination'> {
  entries: readonly AuditEntry[];
  /** Narrows the trail to one record's history. */
  onShowRecord: (entity: string, entityId: string) => void;
}

const actionTone = (action: string) =>
  action === 'delete' || action === 'sign-in-failed' || action === 'reject'
    ? 'badge--warning'
    : action === 'create' || action === 'approve'
      ? 'badge--success'
      : 'badge--info';

export function AuditTable({ entries, query, pagination, onShowRecord }: AuditTableProps) {
  const columns: ColumnDef<AuditEntry>[] = [
    {
      id: 'at',
      header: 'Waktu',
      meta: { className: 'data-table__date' },
      cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time>,
    },
    {
      id: 'actor',
      header: 'Oleh',
      cell: ({ row: { original: e } }) => (
        <span className="audit-actor">
          <span className="data-table__title">{actorLabel(e.actor)}</span>
          <span className="audit-actor__origin" title={e.userAgent ?? undefined}>
            {e.ip ?? '—'}
          </span>
        </span>
      ),
    },
    {
      id: 'action',
      header: 'Aksi',
      cell: ({ row }) => <span className={`badge ${actionTone(row.original.action)}`}>{actionLabel(row.original.action)}</span>,
    },
    {
      id: 'record',
      header: 'Data',
      cell: ({ row: { original: e } }) => {
        const link = recordLink(e.entity, e.entityId);
        const name = recordTitle(e);
        return (
          <span className="audit-record">
            {link ? (
              e.entity === 'files' ? (
                <a href={link} target="_blank" rel="noreferrer">
                  {name}
                </a>
              ) : (
                <Link to={link}>{name}</Link>
              )
            ) : (
              name
            )}
            {e.entityId && e.entity !== 'files' && (
              <button type="button" className="button button--ghost button--small" onClick={() => onShowRecord(e.entity, e.entityId!)}>
                Riwayat<span className="visually-hidden"> {name}</span>
              </button>
            )}
          </span>
        );
      },
    },
    { id: 'changes', header: 'Perubahan', cell: ({ row }) => <AuditChanges changes={row.original.changes} entity={row.original.entity} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries}
      getRowKey={(e) => e.id}
      label="Jejak audit"
      query={query}
      errorFallback="Gagal memuat jejak audit"
      emptyText={AUDIT_TEXTS.empty}
      keepRowsOnError
      pagination={pagination}
      className="audit-table"
    />
  );
}
