import { CONTACT_TEXTS, type ContactMessage, formatDate, messagePreview } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { ContactStatusBadge } from './ContactStatusBadge.tsx';

const T = CONTACT_TEXTS;

export interface MessagesTableProps extends Pick<DataTableProps<ContactMessage>, 'query' | 'pagination'> {
  messages: readonly ContactMessage[];
  onView: (message: ContactMessage) => void;
  onReply: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

const COLUMNS: ColumnDef<ContactMessage>[] = [
  {
    id: 'sender',
    header: 'Pengirim',
    cell: ({ row: { original: m } }) => (
      <span className="message-sender">
        <span className="data-table__title">{m.name}</span>
        <span className="message-sender__line">{m.email}</span>
        {m.phone && <span className="message-sender__line">{m.phone}</span>}
      </span>
    ),
  },
  {
    id: 'subject',
    header: 'Subjek',
    cell: ({ row: { original: m } }) => (
      <span className="message-subject">
        <span className={m.status === 'unread' ? 'message-subject__title message-subject__title--unread' : 'message-subject__title'}>
          {m.subject?.trim() ? m.subject : T.noSubject}
        </span>
        <span className="message-subject__preview">{messagePreview(m.message)}</span>
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <ContactStatusBadge status={row.original.status} /> },
  { id: 'date', header: 'Tanggal', meta: { className: 'data-table__date' }, cell: ({ row }) => formatDate(row.original.created_at) },
];

/** Each button names its message's sender for screen readers, since a row holds three of them. */
export function MessagesTable({ messages, query, pagination, onView, onReply, onDelete }: MessagesTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={messages}
      getRowKey={(m) => m.id}
      label="Daftar pesan"
      query={query}
      errorFallback={T.loadFailed}
      emptyText={T.empty}
      keepRowsOnError
      pagination={pagination}
      rowActions={(m) => {
        const who = <span className="visually-hidden"> pesan dari {m.name}</span>;
        return (
          <div className="row-actions">
            <button type="button" className="button button--ghost button--small" onClick={() => onView(m)}>
              View{who}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => onReply(m)}>
              Reply{who}
            </button>
            <button type="button" className="button button--ghost-danger button--small" onClick={() => onDelete(m)}>
              Delete{who}
            </button>
          </div>
        );
      }}
    />
  );
}
