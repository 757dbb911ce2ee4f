import { useId } from 'react';

export interface ToolbarSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The wrapper's class: a toolbar's filter by default, or the screen's own place for it. */
  className?: string;
}

/** One labelled select of a back-office screen: a list toolbar's filter, or a picker of what to show. */
export function ToolbarSelect({ label, value, options, onChange, className = 'toolbar__filter' }: ToolbarSelectProps) {
  const id = useId();
  return (
    <div className={className}>
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
