import { useId } from 'react';

export interface ToolbarSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One labelled filter select of a back-office list's toolbar. */
export function ToolbarSelect({ label, value, options, onChange }: ToolbarSelectProps) {
  const id = useId();
  return (
    <div className="toolbar__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
