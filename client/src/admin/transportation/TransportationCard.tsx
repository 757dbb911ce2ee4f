import { formatRupiah, type Transportation } from '@island/shared';
import { DIRECTION_LABELS, STATUS_LABELS, TYPE_LABELS } from './transportationLabels.ts';

export interface TransportationCardProps {
  transportation: Transportation;
  busy: boolean;
  onToggleStatus: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function TransportationCard({ transportation: t, busy, onToggleStatus, onEdit, onDelete }: TransportationCardProps) {
  const active = t.status === 'active';
  const which = <span className="visually-hidden"> {t.name}</span>;
  return (
    <article className="card transport-card" aria-labelledby={`transport-${t.id}`}>
      <header className="transport-card__header">
        <h2 id={`transport-${t.id}`} className="transport-card__name">
          {t.name}
        </h2>
        <span className="badge-list">
          <span className="badge badge--info">{TYPE_LABELS[t.type]}</span>
          <span className={`badge ${active ? 'badge--success' : 'badge--muted'}`}>{STATUS_LABELS[t.status]}</span>
        </span>
      </header>
      <dl className="transport-card__facts">
        <div>
          <dt>Telepon</dt>
          <dd className="transport-card__phone">{t.phone}</dd>
        </div>
        <div>
          <dt>Durasi</dt>
          <dd>{t.duration}</dd>
        </div>
        <div className="transport-card__wide">
          <dt>Keberangkatan</dt>
          <dd>{t.departureTime}</dd>
        </div>
        <div className="transport-card__wide">
          <dt>Arah</dt>
          <dd>
            {DIRECTION_LABELS[t.direction]}: {t.fromPlace} → {t.toPlace}
          </dd>
        </div>
        <div>
          <dt>Kapasitas</dt>
          <dd>{t.capacity === null ? '–' : `${t.capacity} orang`}</dd>
        </div>
        <div>
          <dt>Harga</dt>
          <dd>{t.pricePerPerson === null ? '–' : `${formatRupiah(t.pricePerPerson)} / orang`}</dd>
        </div>
      </dl>
      <footer className="transport-card__actions">
        <button type="button" className="button button--ghost button--small" onClick={onToggleStatus} disabled={busy}>
          {active ? 'Deactivate' : 'Activate'}
          {which}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onEdit} disabled={busy}>
          Edit{which}
        </button>
        <button type="button" className="button button--ghost-danger button--small" onClick={onDelete} disabled={busy}>
          Delete{which}
        </button>
      </footer>
    </article>
  );
}
