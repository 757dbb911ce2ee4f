import { CONTACT_STATUS_FILTERS, CONTACT_TEXTS, type ContactMessage, type ContactStatusFilter, ID_LABELS } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { toast } from '../../ui/toast.ts';
import { useInitialUrlFilter } from '../../ui/useInitialUrlFilter.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { MessageDetailsDialog } from '../contact/MessageDetailsDialog.tsx';
import { MessagesTable } from '../contact/MessagesTable.tsx';
import { ReplyDialog } from '../contact/ReplyDialog.tsx';
import { ListToolbar } from '../ListToolbar.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';

const T = CONTACT_TEXTS;
const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

const FILTER_LABELS: Record<ContactStatusFilter, string> = ID_LABELS.contactStatus;
const FILTER_OPTIONS = [{ value: ALL, label: 'Semua pesan' }, ...CONTACT_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))];

const asStatusFilter = (raw: string) => raw as ContactStatusFilter;

export default function ContactMessagesScreen() {
  // The status filter is the list's one filter (read once from the address, so the dashboard's
  // links open the screen filtered): changing it also goes back to page 1.
  const params = useListParams({
    pageSize: PAGE_SIZE,
    category: useInitialUrlFilter('status', CONTACT_STATUS_FILTERS),
    filterKey: 'status',
    parseFilter: asStatusFilter,
  });
  const { input } = params;
  // Staff see what is stored now: a new message must not wait behind a cache.
  const list = trpc.contact.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const unread = trpc.contact.unreadCount.useQuery(undefined, { staleTime: 0 });
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  const utils = trpc.useUtils();
  const markRead = trpc.contact.markRead.useMutation();
  const remove = trpc.contact.remove.useMutation();
  const [viewing, setViewing] = useState<ContactMessage | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);

  const refresh = () => Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate()]);

  const confirmDelete = useDeleteConfirmation<ContactMessage>({
    title: 'Hapus Pesan',
    message: (m) => `Hapus pesan dari ${m.name}? Tindakan ini tidak dapat dibatalkan.`,
    remove: removeWithToast(
      async (m) => {
        await remove.mutateAsync({ id: m.id });
        // The confirmation closes at once; the list catches up behind it.
        void refresh();
      },
      (m) => T.deleted(m.name),
      T.deleteFailed,
    ),
  });

  /** Opening a new message marks it read, once. */
  async function view(message: ContactMessage) {
    setViewing(message);
    if (message.is_read) return;
    try {
      const read = await markRead.mutateAsync({ id: message.id });
      setViewing((current) => (current?.id === read.id ? read : current));
      toast.info(T.markedRead);
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, T.viewFailed));
    }
  }

  function reply(message: ContactMessage) {
    setViewing(null);
    setReplying(message);
  }

  const count = unread.data?.count;
  const description = count === undefined ? 'Pesan dari pengunjung situs.' : count === 0 ? 'Semua pesan sudah dibaca.' : `${count} pesan belum dibaca`;

  return (
    <>
      <ScreenHeader title="Pesan Kontak" description={description} />
      <ListToolbar
        params={params}
        searchLabel="Cari pesan"
        searchPlaceholder="Cari nama, email, subjek, atau pesan…"
        searchDelay={SEARCH_DEBOUNCE_MS}
        filter={{ label: 'Status', options: FILTER_OPTIONS }}
      />
      <MessagesTable
        messages={list.data?.messages ?? []}
        query={list}
        pagination={tablePager(pagination, params.setPage, { pageSize: PAGE_SIZE, label: 'Halaman pesan' })}
        onView={(m) => void view(m)}
        onReply={reply}
        onDelete={confirmDelete.ask}
      />
      <MessageDetailsDialog message={viewing} onClose={() => setViewing(null)} onReply={reply} />
      <ReplyDialog message={replying} onClose={() => setReplying(null)} />
      {confirmDelete.dialog}
    </>
  );
}
