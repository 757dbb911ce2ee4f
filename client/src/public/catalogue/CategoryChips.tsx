import './catalogue.css';
import type { CategoryOption } from './labels.ts';

export interface CategoryChipsProps {
  /** Names the group for screen readers, e.g. 'Kategori destinasi'. */
  label: string;
  options: readonly CategoryOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A row of toggle buttons; exactly one is pressed. Scrolls sideways on a narrow phone. */
export function CategoryChips({ label, options, value, onChange }: CategoryChipsProps) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
