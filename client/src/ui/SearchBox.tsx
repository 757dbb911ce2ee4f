import './search-box.css';
import { LIMITS } from '@island/shared';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useT } from '../i18n/language.tsx';

export interface SearchBoxProps {
  /** Visible label, or the accessible name when `hideLabel` is set. */
  label: string;
  /** Called with the text once typing pauses for `delay` ms, and at once on Enter or clear. */
  onChange: (value: string) => void;
  /** The committed search; when the parent changes it (e.g. resets filters) the box follows. */
  value?: string;
  /** Pause in ms before `onChange` fires; the public site waits 400 ms. */
  delay?: number;
  placeholder?: string;
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

export function SearchBox({
  label,
  onChange,
  value = '',
  delay = LIMITS.publicSearchDebounceMs,
  placeholder,
  hideLabel = false,
  id,
  className,
}: SearchBoxProps) {
  const { t } = useT();
  const generatedId = useId();
  const inputId = id ?? `search-${generatedId}`;
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, delay);
  const lastSent = useRef(value);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const send = useCallback((next: string) => {
    if (next === lastSent.current) return;
    lastSent.current = next;
    onChangeRef.current(next);
  }, []);

  useEffect(() => {
    send(settled.trim());
  }, [settled, send]);

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(text.trim());
  }

  function clear() {
    setText('');
    send('');
  }

  return (
    <form role="search" className={`search-box ${className ?? ''}`} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'search-box__label'}>
        {label}
      </label>
      <div className="search-box__field">
        <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={LIMITS.searchMax}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button type="button" className="search-box__clear" onClick={clear} aria-label={t('common.clearSearch')}>
            ×
          </button>
        )}
      </div>
    </form>
  );
}
