import { formatDate, ID_LABELS, USER_TEXTS, type User } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { roleLabel } from '../roleLabels.ts';

export interface UsersTableProps extends Pick<DataTableProps<User>, 'query' | 'pagination'> {
  users: readonly User[];
  /** The signed-in superadmin: their own row offers no delete or deactivation. */
  selfId: number | undefined;
  busyId: number | null;
  onEdit: (user: User) => void;
  onPassword: (user: User) => void;
  onToggle: (user: User) => void;
  onDelete: (user: User) => void;
  /** Ends every session of the account (it has to sign in again everywhere). */
  onEndSessions: (user: User) => void;
}

const COLUMNS: ColumnDef<User>[] = [
  {
    id: 'user',
    header: 'Pengguna',
    cell: ({ row: { original: u } }) => (
      <span className="user-cell">
        <span className="user-cell__initial" aria-hidden="true">
          {u.name.trim()[0]?.toUpperCase() ?? '?'}
        </span>
        <span className="user-cell__text">
          <span className="data-table__title">{u.name}</span>
          <span className="user-cell__email">{u.email}</span>
        </span>
      </span>
    ),
  },
  { id: 'role', header: 'Peran', cell: ({ row }) => <span className="badge badge--outline">{roleLabel(row.original.role)}</span> },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.is_active ? (
        <span className="badge badge--success">{ID_LABELS.active.active}</span>
      ) : (
        <span className="badge badge--muted">{ID_LABELS.active.inactive}</span>
      ),
  },
  { id: 'created', header: 'Dibuat', meta: { className: 'data-table__date' }, cell: ({ row }) => formatDate(row.original.created_at) },
];

export function UsersTable({ users, selfId, busyId, query, pagination, onEdit, onPassword, onToggle, onDelete, onEndSessions }: UsersTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={users}
      getRowKey={(u) => u.id}
      label="Daftar pengguna"
      query={query}
      errorFallback={USER_TEXTS.loadFailed}
      emptyText={USER_TEXTS.empty}
      keepRowsOnError
      pagination={pagination}
      rowActions={(u) => {
        const who = <span className="visually-hidden"> {u.name}</span>;
        const self = u.id === selfId;
        const busy = busyId === u.id;
        return (
          <div className="row-actions">
            <button type="button" className="button button--ghost button--small" onClick={() => onEdit(u)}>
              Edit{who}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => onPassword(u)}>
              Password{who}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => onEndSessions(u)} disabled={busy}>
              Akhiri sesi{who}
            </button>
            {!self && (
              <button type="button" className="button button--ghost button--small" onClick={() => onToggle(u)} disabled={busy}>
                {u.is_active ? 'Nonaktifkan' : 'Aktifkan'}
                {who}
              </button>
            )}
            {!self && (
              <button type="button" className="button button--ghost-danger button--small" onClick={() => onDelete(u)} disabled={busy}>
                Hapus{who}
              </button>
            )}
          </div>
        );
      }}
    />
  );
}
