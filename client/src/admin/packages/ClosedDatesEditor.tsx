import { BOOKING_LIMITS } from '@island/shared';
import { useId, useState } from 'react';
import { longDay, today } from '../../ui/calendar/calendarDates.ts';

export interface ClosedDatesEditorProps {
  value: { date: string; reason: string }[];
  onChange: (value: { date: string; reason: string }[]) => void;
  error: string | undefined;
}

/** The package's own closed dates, each with the reason visitors read (weather, ceremony, holiday). */
export function ClosedDatesEditor({ value, onChange, error }: ClosedDatesEditorProps) {
  const id = useId();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const sorted = [...value].sort((a, b) => a.date.localeCompare(b.date));

  function add() {
    if (!day || !reason.trim()) return;
    onChange([...value.filter((item) => item.date !== day), { date: day, reason: reason.trim() }]);
    setDay('');
    setReason('');
  }

  return (
    <fieldset className="closed-dates-editor">
      <legend>Tanggal tutup paket ini</legend>
      {sorted.length > 0 && (
        <ul className="closed-dates">
          {sorted.map((item) => (
            <li key={item.date}>
              <span>
                <strong>{longDay(item.date, 'id')}</strong> — {item.reason}
              </span>
              <button type="button" className="button button--ghost-danger button--small" onClick={() => onChange(value.filter((other) => other.date !== item.date))}>
                Hapus<span className="visually-hidden"> {item.date}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="closed-dates-editor__add">
        <div className="field">
          <label htmlFor={`${id}-date`}>Tanggal</label>
          <input id={`${id}-date`} type="date" min={today()} value={day} onChange={(event) => setDay(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Alasan</label>
          <input id={`${id}-reason`} type="text" maxLength={BOOKING_LIMITS.closedReasonMax} value={reason} placeholder="Mis. cuaca buruk, upacara" onChange={(event) => setReason(event.target.value)} />
        </div>
        <button type="button" className="button button--ghost" onClick={add} disabled={!day || !reason.trim()}>
          Tambah tanggal tutup
        </button>
      </div>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
