import { BOOKING_STATUSES, type BookingStatus, ID_LABELS, PAYMENT_STATUSES, type PaymentStatus } from '@island/shared';
import { useId, useState } from 'react';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { PackageFilter } from './PackageFilter.tsx';

export interface BookingFilterValues {
  status: BookingStatus | '';
  payment_status: PaymentStatus | '';
  package_id: string;
  from: string;
  to: string;
  /** 'unseen': only the visitors' cancellations no clerk has opened yet. */
  cancellations: 'unseen' | '';
}

export const NO_FILTERS: BookingFilterValues = { status: '', payment_status: '', package_id: '', from: '', to: '', cancellations: '' };

export interface BookingFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  values: BookingFilterValues;
  onChange: (values: BookingFilterValues) => void;
}

/**
 * The button that folds the filters away on a phone (bookings-admin.css hides it on a wider
 * screen, where they always show): five fields would push the list a screen down. It says how
 * many are set, so a folded filter is not forgotten.
 */
function FilterToggle({ active, open, controls, onToggle }: { active: number; open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button type="button" className="button button--ghost booking-filters__toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      Filter
      {active > 0 && (
        <span className="booking-filters__active">
          {active}
          <span className="visually-hidden"> aktif</span>
        </span>
      )}
    </button>
  );
}

/** Search by code, name or phone; status, payment, package, a range of trip dates, and visitors' cancellations not yet seen. */
export function BookingFilters({ search, onSearch, values, onChange }: BookingFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = <K extends keyof BookingFilterValues>(key: K, value: BookingFilterValues[K]) => onChange({ ...values, [key]: value });
  const active = Object.values(values).filter((value) => value !== '').length;
  return (
    <div className="toolbar booking-filters">
      <div className="booking-filters__bar">
        <SearchBox label="Cari booking" hideLabel placeholder="Cari kode, nama, atau nomor…" delay={300} value={search} onChange={onSearch} />
        <FilterToggle active={active} open={open} controls={`${id}-grid`} onToggle={() => setOpen(!open)} />
      </div>
      <div id={`${id}-grid`} className={`booking-filters__grid ${open ? 'booking-filters__grid--open' : ''}`}>
        <div className="toolbar__filter">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} className="select" value={values.status} onChange={(event) => set('status', event.target.value as BookingStatus | '')}>
            <option value="">Semua status</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ID_LABELS.bookingStatus[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar__filter">
          <label htmlFor={`${id}-payment`}>Pembayaran</label>
          <select id={`${id}-payment`} className="select" value={values.payment_status} onChange={(event) => set('payment_status', event.target.value as PaymentStatus | '')}>
            <option value="">Semua</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ID_LABELS.payment[status]}
              </option>
            ))}
          </select>
        </div>
        <PackageFilter id={`${id}-package`} value={values.package_id} onChange={(packageId) => set('package_id', packageId)} />
        <div className="toolbar__filter">
          <label htmlFor={`${id}-from`}>Dari tanggal</label>
          <input id={`${id}-from`} className="input" type="date" value={values.from} max={values.to || undefined} onChange={(event) => set('from', event.target.value)} />
        </div>
        <div className="toolbar__filter">
          <label htmlFor={`${id}-to`}>Sampai tanggal</label>
          <input id={`${id}-to`} className="input" type="date" value={values.to} min={values.from || undefined} onChange={(event) => set('to', event.target.value)} />
        </div>
        <label className="toolbar__filter booking-filters__check">
          <input type="checkbox" checked={values.cancellations === 'unseen'} onChange={(event) => set('cancellations', event.target.checked ? 'unseen' : '')} />
          Dibatalkan pengunjung, belum dilihat
        </label>
        {active > 0 && (
          <button type="button" className="button button--ghost button--small booking-filters__reset" onClick={() => onChange(NO_FILTERS)}>
            Hapus filter
          </button>
        )}
      </div>
    </div>
  );
}
