import { TEAM_TEXTS, type TeamMember } from '@island/shared';
import { useState } from 'react';
import { QueryListState } from '../../ui/ListState.tsx';
import { trpc } from '../../trpc.ts';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { TeamMemberDialog } from './TeamMemberDialog.tsx';

const T = TEAM_TEXTS;

/** The team list of /kontak: add, edit, delete, like the facilities beside it. */
export function TeamManager() {
  const utils = trpc.useUtils();
  const list = trpc.team.list.useQuery(undefined, { staleTime: 0 });
  const remove = trpc.team.remove.useMutation();
  const [editing, setEditing] = useState<{ member: TeamMember | null } | null>(null);
  const confirmDelete = useDeleteConfirmation<TeamMember>({
    title: 'Hapus Anggota Tim',
    message: (m) => `Hapus ${m.name} dari daftar tim? Tindakan ini tidak dapat dibatalkan.`,
    remove: removeWithToast(
      async (m) => {
        await remove.mutateAsync({ id: m.id });
        // The confirmation closes at once; the list catches up behind it.
        void utils.team.list.invalidate();
      },
      (m) => T.deleted(m.name),
      T.deleteFailed,
    ),
  });
  const members = list.data ?? [];

  return (
    <section className="card facilities-manager" aria-labelledby="team-manager-title">
      <div className="facilities-manager__header">
        <div>
          <h2 id="team-manager-title">Tim Kami</h2>
          <p>Orang yang dapat dihubungi pengunjung; tampil di halaman Kontak.</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setEditing({ member: null })}>
          Tambah Anggota
        </button>
      </div>

      <QueryListState query={list} items={members} errorFallback={T.listFailed} emptyText="Belum ada anggota tim." keepRowsOnError>
        <ul className="facility-list">
          {members.map((member) => (
            <li key={member.id} className="facility-row">
              {member.photo ? (
                <ImageWithFallback className="team-row__photo" src={member.photo} alt="" width={40} height={40} />
              ) : (
                <span className="team-row__photo team-row__initial" aria-hidden="true">
                  {member.name.trim()[0]?.toUpperCase() ?? '?'}
                </span>
              )}
              <div className="facility-row__text">
                <span className="facility-row__label">{member.name}</span>
                <span className="facility-row__description">
                  {member.role}
                  {member.whatsapp ? ` · WhatsApp ${member.whatsapp}` : ''}
                </span>
              </div>
              <div className="facility-row__controls">
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing({ member })}>
                  Edit<span className="visually-hidden"> {member.name}</span>
                </button>
                <button type="button" className="button button--ghost-danger button--small" onClick={() => confirmDelete.ask(member)}>
                  Hapus<span className="visually-hidden"> {member.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </QueryListState>

      <TeamMemberDialog open={editing !== null} member={editing?.member ?? null} onClose={() => setEditing(null)} />
      {confirmDelete.dialog}
    </section>
  );
}
