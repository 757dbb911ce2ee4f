import { hasRole, ROLES, type Role, SUPERADMIN_ROLES, TWO_FACTOR_TEXTS, USER_TEXTS, type User } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { AddButton } from '../AddButton.tsx';
import { ListToolbar } from '../ListToolbar.tsx';
import { roleLabel } from '../roleLabels.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { useRowAction } from '../useRowAction.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PasswordDialog } from '../users/PasswordDialog.tsx';
import { UserFormDialog } from '../users/UserFormDialog.tsx';
import { UsersTable } from '../users/UsersTable.tsx';

const T = USER_TEXTS;
const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

/** The route admits admin too; the screen itself keeps only superadmin (docs/product.md, Users). */
export default function UsersScreen() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  // The specification sends others to /login; signed in, they see the form to switch accounts.
  if (!user || !hasRole(user.role, SUPERADMIN_ROLES)) return <Navigate to="/login" replace state={user ? { switchAccount: true, from: location } : { from: location }} />;
  return <UserManagement selfId={user.id} />;
}

/** The form's subject: a user to edit, or null to add one. */
type FormTarget = { user: User | null };

const asRole = (raw: string) => raw as Role;

function UserManagement({ selfId }: { selfId: number }) {
  // The role filter is the list's one filter: changing it also goes back to page 1.
  const params = useListParams({ pageSize: PAGE_SIZE, filterKey: 'role', parseFilter: asRole });
  const { input } = params;
  const list = trpc.users.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const roles = trpc.users.roles.useQuery(undefined, { staleTime: 0 });
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  const utils = trpc.useUtils();
  const toggle = trpc.users.toggleStatus.useMutation();
  const remove = trpc.users.delete.useMutation();
  const rowAction = useRowAction(() => utils.users.list.invalidate());
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const endSessions = trpc.auth.endUserSessions.useMutation();
  const [endSessionsFor, setEndSessionsFor] = useState<User | null>(null);

  async function confirmEndSessions() {
    const target = endSessionsFor;
    if (!target) return;
    try {
      const { ended } = await endSessions.mutateAsync({ id: target.id });
      toast.success(TWO_FACTOR_TEXTS.sessionsEnded(ended), { description: target.name });
      setEndSessionsFor(null);
    } catch (error) {
      toast.error(messageOf(error, 'Gagal mengakhiri sesi'));
    }
  }

  useEffect(() => {
    if (roles.isError) toast.error(messageOf(roles.error, T.rolesFailed));
  }, [roles.isError, roles.error]);

  const confirmDelete = useDeleteConfirmation<User>({
    title: 'Hapus User',
    message: (u) => `Apakah Anda yakin ingin menghapus user ${u.name}? Tindakan ini tidak dapat dibatalkan.`,
    remove: removeWithToast(
      async (u) => {
        await remove.mutateAsync({ id: u.id });
        // The confirmation closes at once; the list catches up behind it.
        void utils.users.list.invalidate();
      },
      (u) => T.deleted(u.name),
      T.deleteFailed,
    ),
  });

  const roleList = roles.data ?? [...ROLES];
  const roleOptions = [{ value: ALL, label: 'Semua peran' }, ...roleList.map((role) => ({ value: role, label: roleLabel(role) }))];

  return (
    <>
      <ScreenHeader
        title={T.title}
        description="Akun staf, pemilik UMKM, dan kontributor."
        actions={<AddButton label="Tambah User" onClick={() => setFormTarget({ user: null })} />}
      />
      <ListToolbar
        params={params}
        searchLabel="Cari pengguna"
        searchPlaceholder="Cari nama atau email…"
        searchDelay={SEARCH_DEBOUNCE_MS}
        filter={{ label: 'Peran', options: roleOptions }}
      />
      <UsersTable
        users={list.data?.users ?? []}
        selfId={selfId}
        busyId={rowAction.busyId}
        query={list}
        pagination={tablePager(pagination, params.setPage, { pageSize: PAGE_SIZE, label: 'Halaman pengguna' })}
        onEdit={(u) => setFormTarget({ user: u })}
        onPassword={setPasswordFor}
        onToggle={(u) => void rowAction.run(u.id, () => toggle.mutateAsync({ id: u.id }), T.toggled(u.name), (error) => messageOf(error, T.toggleFailed))}
        onDelete={confirmDelete.ask}
        onEndSessions={setEndSessionsFor}
      />
      <ConfirmDialog
        open={endSessionsFor !== null}
        title="Akhiri semua sesi"
        message={`Semua perangkat yang masuk sebagai ${endSessionsFor?.name ?? ''} akan langsung keluar${endSessionsFor?.id === selfId ? ', termasuk perangkat ini' : ''}.`}
        confirmLabel="Akhiri semua sesi"
        tone="danger"
        busy={endSessions.isPending}
        onConfirm={() => void confirmEndSessions()}
        onCancel={() => setEndSessionsFor(null)}
      />
      <UserFormDialog open={formTarget !== null} user={formTarget?.user ?? null} roles={roleList} onClose={() => setFormTarget(null)} />
      <PasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      {confirmDelete.dialog}
    </>
  );
}
