import { useId } from 'react';
import { type DayRange, RANGE_PRESETS } from './statsRange.ts';

interface RangePickerProps {
  value: DayRange;
  /** The quick range shown now, if one is. */
  activeDays: number | null;
  onPreset: (days: number) => void;
  onChange: (range: DayRange) => void;
  /** A problem with the range typed, shown under the dates. */
  problem: string | null;
}

/** Quick ranges up to today, or any two dates. */
export function RangePicker({ value, activeDays, onPreset, onChange, problem }: RangePickerProps) {
  const ids = { from: useId(), to: useId(), problem: useId() };
  return (
    <div className="toolbar stats-range">
      <div className="stats-range__presets" role="group" aria-label="Rentang cepat">
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`button button--small ${activeDays === preset ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={activeDays === preset}
            onClick={() => onPreset(preset)}
          >
            {preset === 365 ? '1 tahun' : `${preset} hari`}
          </button>
        ))}
      </div>
      <div className="toolbar__filter">
        <label htmlFor={ids.from}>Dari</label>
        <input
          id={ids.from}
          type="date"
          className="toolbar__input"
          value={value.from}
          max={value.to || undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </div>
      <div className="toolbar__filter">
        <label htmlFor={ids.to}>Sampai</label>
        <input
          id={ids.to}
          type="date"
          className="toolbar__input"
          value={value.to}
          min={value.from || undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
      {problem && (
        <p id={ids.problem} className="field__error stats-range__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
