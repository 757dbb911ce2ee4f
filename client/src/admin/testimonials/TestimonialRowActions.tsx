import type { Testimonial } from '@island/shared';

export interface TestimonialRowActionsProps {
  testimonial: Testimonial;
  busy: boolean;
  onView: () => void;
  onToggleDisplayed: () => void;
  onToggleVerified: () => void;
  onDelete: () => void;
}

/** Each button names its testimonial for screen readers, since a row holds four of them. */
export function TestimonialRowActions({ testimonial: t, busy, onView, onToggleDisplayed, onToggleVerified, onDelete }: TestimonialRowActionsProps) {
  const who = <span className="visually-hidden"> testimoni {t.name}</span>;
  return (
    <div className="row-actions">
      <button type="button" className="button button--ghost button--small" onClick={onView}>
        Detail{who}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onToggleDisplayed} disabled={busy}>
        {t.is_displayed ? 'Sembunyikan' : 'Tampilkan'}
        {who}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onToggleVerified} disabled={busy}>
        {t.is_verified ? 'Batal verifikasi' : 'Verifikasi'}
        {who}
      </button>
      <button type="button" className="button button--ghost-danger button--small" onClick={onDelete} disabled={busy}>
        Hapus{who}
      </button>
    </div>
  );
}
