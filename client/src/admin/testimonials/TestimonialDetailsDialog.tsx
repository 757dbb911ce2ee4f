import { formatDate, type Testimonial } from '@island/shared';
import { Dialog } from '../../ui/Dialog.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { TestimonialBadges } from './TestimonialBadges.tsx';

export interface TestimonialDetailsDialogProps {
  testimonial: Testimonial | null;
  busy: boolean;
  onClose: () => void;
  onToggleDisplayed: (t: Testimonial) => void;
  onToggleVerified: (t: Testimonial) => void;
}

export function TestimonialDetailsDialog({ testimonial: t, busy, onClose, onToggleDisplayed, onToggleVerified }: TestimonialDetailsDialogProps) {
  return (
    <Dialog
      open={t !== null}
      title="Detail Testimoni"
      onClose={onClose}
      footer={
        t && (
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Tutup
            </button>
            <button type="button" className="button button--ghost" onClick={() => onToggleVerified(t)} disabled={busy}>
              {t.is_verified ? 'Batal verifikasi' : 'Verifikasi'}
            </button>
            <button type="button" className="button button--primary" onClick={() => onToggleDisplayed(t)} disabled={busy}>
              {t.is_displayed ? 'Sembunyikan dari beranda' : 'Tampilkan di beranda'}
            </button>
          </>
        )
      }
    >
      {t && (
        <dl className="detail-list">
          <div>
            <dt>Nama</dt>
            <dd>{t.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{t.email ?? 'Tidak diisi'}</dd>
          </div>
          <div>
            <dt>Asal</dt>
            <dd>{t.origin ?? 'Tidak diisi'}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              <StarRating value={t.rating} />
            </dd>
          </div>
          <div className="detail-list__wide">
            <dt>Pesan</dt>
            <dd className="detail-list__text">{t.message}</dd>
          </div>
          <div className="detail-list__wide">
            <dt>Status</dt>
            <dd>
              <TestimonialBadges testimonial={t} />
            </dd>
          </div>
          <div>
            <dt>Dikirim</dt>
            <dd>{formatDate(t.created_at)}</dd>
          </div>
          <div>
            <dt>Diperbarui</dt>
            <dd>{formatDate(t.updated_at)}</dd>
          </div>
        </dl>
      )}
    </Dialog>
  );
}
