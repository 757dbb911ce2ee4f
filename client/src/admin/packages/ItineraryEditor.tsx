import { PACKAGE_PAGE_LIMITS } from '@island/shared';
import { useId } from 'react';
import type { ItineraryFormRow } from './packageForm.ts';

export interface ItineraryEditorProps {
  value: ItineraryFormRow[];
  onChange: (value: ItineraryFormRow[]) => void;
  error: string | undefined;
  disabled?: boolean;
}

const L = PACKAGE_PAGE_LIMITS;

/** The day hour by hour: rows of a time ("07.00") and what happens, added, removed and moved up or down. */
export function ItineraryEditor({ value, onChange, error, disabled }: ItineraryEditorProps) {
  const id = useId();
  const set = (index: number, row: Partial<ItineraryFormRow>) => onChange(value.map((item, i) => (i === index ? { ...item, ...row } : item)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };
  return (
    <fieldset className="itinerary-editor">
      <legend>Jadwal perjalanan</legend>
      <p className="field__hint">Satu baris per kegiatan, mis. &ldquo;07.00&rdquo; &mdash; &ldquo;Kumpul di dermaga&rdquo;. Baris kosong diabaikan.</p>
      {value.length > 0 && (
        <ol className="itinerary-editor__rows">
          {value.map((row, index) => (
            <li key={index} className="itinerary-editor__row">
              <div className="field itinerary-editor__time">
                <label htmlFor={`${id}-time-${index}`}>Jam</label>
                <input
                  id={`${id}-time-${index}`}
                  type="text"
                  value={row.time}
                  maxLength={L.itineraryTimeMax}
                  placeholder="07.00"
                  disabled={disabled}
                  onChange={(event) => set(index, { time: event.target.value })}
                />
              </div>
              <div className="field itinerary-editor__text">
                <label htmlFor={`${id}-text-${index}`}>Kegiatan</label>
                <input
                  id={`${id}-text-${index}`}
                  type="text"
                  value={row.text}
                  maxLength={L.itineraryTextMax}
                  placeholder="Kumpul di dermaga"
                  disabled={disabled}
                  onChange={(event) => set(index, { text: event.target.value })}
                />
              </div>
              <div className="itinerary-editor__buttons">
                <button type="button" className="button button--ghost button--small" disabled={disabled || index === 0} onClick={() => move(index, -1)}>
                  Naik<span className="visually-hidden"> baris {index + 1}</span>
                </button>
                <button type="button" className="button button--ghost button--small" disabled={disabled || index === value.length - 1} onClick={() => move(index, 1)}>
                  Turun<span className="visually-hidden"> baris {index + 1}</span>
                </button>
                <button type="button" className="button button--ghost-danger button--small" disabled={disabled} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  Hapus<span className="visually-hidden"> baris {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button--ghost" disabled={disabled || value.length >= L.itineraryMax} onClick={() => onChange([...value, { time: '', text: '' }])}>
        Tambah baris jadwal
      </button>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
