import './star-rating.css';
import { useId, useState } from 'react';
import { useT } from '../i18n/language.tsx';

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg
      className={`star ${filled ? 'star--filled' : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

export interface StarRatingProps {
  /** 1 to 5. */
  value: number;
  size?: number;
  className?: string;
}

/** Read-only stars, read out as 'Rating 4 dari 5'. */
export function StarRating({ value, size = 18, className }: StarRatingProps) {
  const { t } = useT();
  return (
    <span className={`star-rating ${className ?? ''}`} role="img" aria-label={t('common.rating', { value })}>
      {STARS.map((n) => (
        <Star key={n} filled={n <= value} size={size} />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  /** Visible legend of the group. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Form field name of the radios. */
  name?: string;
  error?: string | undefined;
  disabled?: boolean;
  size?: number;
}

/**
 * Five stars as a native radio group: arrow keys move the choice, each star is labelled
 * '3 bintang', and the group is announced with its legend.
 */
export function StarRatingInput({ label, value, onChange, name, error, disabled = false, size = 32 }: StarRatingInputProps) {
  const { t, message } = useT();
  const baseId = useId();
  const groupName = name ?? `stars-${baseId}`;
  const errorId = `${baseId}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;

  return (
    <fieldset
      className="field star-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend>{label}</legend>
      <div className="star-input__stars" onMouseLeave={() => setHovered(null)}>
        {STARS.map((n) => {
          const inputId = `${baseId}-${n}`;
          return (
            <span key={n} className="star-input__option">
              <input
                id={inputId}
                className="visually-hidden star-input__radio"
                type="radio"
                name={groupName}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <label htmlFor={inputId} className="star-input__label" onMouseEnter={() => setHovered(n)}>
                <Star filled={n <= shown} size={size} />
                <span className="visually-hidden">{t('common.stars', { count: n })}</span>
              </label>
            </span>
          );
        })}
        {/* None chosen yet (a review asks for a choice): no "0/5". */}
        {value > 0 && (
          <span className="star-input__value" aria-hidden="true">
            {value}/5
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
