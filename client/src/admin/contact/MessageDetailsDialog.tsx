import { CONTACT_TEXTS, type ContactMessage, formatDate } from '@island/shared';
import { Dialog } from '../../ui/Dialog.tsx';
import { ContactStatusBadge } from './ContactStatusBadge.tsx';

export interface MessageDetailsDialogProps {
  message: ContactMessage | null;
  onClose: () => void;
  onReply: (message: ContactMessage) => void;
}

const T = CONTACT_TEXTS;

/** 'Detail Pesan': who wrote, what, and the reply so far; Tutup and Reply. */
export function MessageDetailsDialog({ message: m, onClose, onReply }: MessageDetailsDialogProps) {
  return (
    <Dialog
      open={m !== null}
      title="Detail Pesan"
      onClose={onClose}
      footer={
        m && (
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Tutup
            </button>
            <button type="button" className="button button--primary" onClick={() => onReply(m)}>
              Reply
            </button>
          </>
        )
      }
    >
      {m && (
        <dl className="detail-list">
          <div>
            <dt>Nama</dt>
            <dd>{m.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </dd>
          </div>
          <div>
            <dt>Telepon</dt>
            <dd>{m.phone ?? T.notProvided}</dd>
          </div>
          <div>
            <dt>Tanggal</dt>
            <dd>{formatDate(m.created_at)}</dd>
          </div>
          <div className="detail-list__wide">
            <dt>Subjek</dt>
            <dd>{m.subject?.trim() ? m.subject : T.noSubject}</dd>
          </div>
          <div className="detail-list__wide">
            <dt>Pesan</dt>
            <dd className="detail-list__text">{m.message}</dd>
          </div>
          <div className="detail-list__wide">
            <dt>Status</dt>
            <dd>
              <ContactStatusBadge status={m.status} />
            </dd>
          </div>
          {m.admin_reply && (
            <div className="detail-list__wide">
              <dt>Balasan admin</dt>
              <dd className="detail-list__text">{m.admin_reply}</dd>
              <dd className="detail-list__note">
                Dibalas pada {m.replied_at ? formatDate(m.replied_at) : T.unknown}
                {m.reply_emailed_at ? ' · terkirim lewat email' : ' · belum terkirim lewat email'}
              </dd>
            </div>
          )}
        </dl>
      )}
    </Dialog>
  );
}
