import { formatDateTime, type SessionInfo, TWO_FACTOR_TEXTS } from '@island/shared';
import { useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * The signed-in user's sessions on /admin/profile: each device, its address, when it signed in
 * and was last seen; any other one can be ended at once.
 */
export function SessionsCard() {
  const utils = trpc.useUtils();
  const sessions = trpc.auth.sessions.useQuery(undefined, { staleTime: 0 });
  const end = trpc.auth.endSession.useMutation();
  const [ending, setEnding] = useState<SessionInfo | null>(null);

  async function confirmEnd() {
    if (!ending) return;
    try {
      await end.mutateAsync({ id: ending.id });
      toast.success(TWO_FACTOR_TEXTS.sessionEnded, { description: ending.device });
      setEnding(null);
      await utils.auth.sessions.invalidate();
    } catch (error) {
      toast.error(messageOf(error, 'Gagal mengakhiri sesi'));
    }
  }

  const list = sessions.data?.sessions ?? [];
  return (
    <section className="card account-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sesi Aktif</h2>
      <p className="account-card__lead">Perangkat yang sedang masuk dengan akun Anda. Akhiri sesi yang tidak Anda kenali.</p>
      {sessions.isError && <p className="form-alert">Gagal memuat sesi.</p>}
      <ul className="session-list">
        {list.map((session) => (
          <li key={session.id} className="session-list__item" data-current={session.current || undefined}>
            <div>
              <p className="session-list__device">
                {session.device}
                {session.current && <span className="badge badge--success session-list__this">Perangkat ini</span>}
              </p>
              <p className="session-list__meta">
                IP {session.ip || '—'} · Masuk {formatDateTime(session.signedInAt)} · Terakhir aktif{' '}
                {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button type="button" className="button button--ghost-danger" onClick={() => setEnding(session)}>
                Akhiri sesi
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        title="Akhiri sesi?"
        message={`Perangkat ${ending?.device ?? ''} akan langsung keluar dan harus login lagi.`}
        confirmLabel="Akhiri sesi"
        tone="danger"
        busy={end.isPending}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
