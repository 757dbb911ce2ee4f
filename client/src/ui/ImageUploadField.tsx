import './image-upload.css';
import { imageOrUrlSchema, LIMITS } from '@island/shared';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/language.tsx';
import { FieldNotes, fieldNoteIds } from './form/FieldLayout.tsx';
import { ImageWithFallback } from './ImageWithFallback.tsx';
import { useImageUpload } from './useImageUpload.ts';

export interface ImageUploadFieldProps {
  /** Legend of the group. */
  label: string;
  /** Image URLs (what the server answers), in order. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** How many images the field holds; 1 means a new pick replaces the current one. */
  max?: number;
  /** An error about this field from the form (client check or server answer). */
  error?: string | undefined;
  hint?: ReactNode;
  /** Also offer a text field to paste an image address (https). */
  allowUrl?: boolean;
  disabled?: boolean;
  /** Describes the preview pictures to screen readers; defaults to the label and position. */
  altFor?: (index: number) => string;
}

/**
 * Image picker with upload progress and previews. Picked files are uploaded at once (so the form
 * only ever holds URLs); each preview can be removed, and an address can be pasted instead.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  max = 1,
  error,
  hint,
  allowUrl = true,
  disabled = false,
  altFor,
}: ImageUploadFieldProps) {
  // Indonesian in the back-office; the page's language on the public contribute form.
  const { t, message } = useT();
  const baseId = useId();
  const [url, setUrl] = useState('');
  const single = max === 1;
  const room = single ? 1 : Math.max(0, max - value.length);
  const upload = useImageUpload({
    refuse: (files) => {
      if (files.length <= Math.min(room, LIMITS.uploadMaxFiles)) return null;
      return single ? t('upload.onlyOne') : t('upload.maxLeft', { max, room });
    },
    onUploaded: (urls) => onChange(single ? urls.slice(0, 1) : [...value, ...urls]),
  });
  const progress = upload.pending?.progress ?? null;
  const shownError = (upload.error && message(upload.error)) || error;
  const { hintId, errorId, describedBy } = fieldNoteIds(baseId, Boolean(hint), Boolean(shownError));

  function addUrl() {
    const text = url.trim();
    if (!text) return;
    if (!imageOrUrlSchema.safeParse(text).success) {
      upload.setError(t('upload.badUrl'));
      return;
    }
    if (!single && value.length >= max) {
      upload.setError(t('upload.max', { max }));
      return;
    }
    upload.setError('');
    onChange(single ? [text] : [...value, text]);
    setUrl('');
  }

  function remove(index: number) {
    upload.setError('');
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="field image-field" aria-describedby={describedBy} disabled={disabled}>
      <legend>{label}</legend>
      {value.length > 0 && (
        <ul className={`image-field__previews ${single ? 'image-field__previews--single' : ''}`}>
          {value.map((src, index) => (
            <li key={`${src}-${index}`} className="image-field__preview">
              <ImageWithFallback src={src} alt={altFor ? altFor(index) : single ? label : `${label} ${index + 1}`} />
              <button type="button" className="button button--ghost image-field__remove" onClick={() => remove(index)}>
                {t('upload.remove')}
                <span className="visually-hidden"> {single ? label : t('upload.picture', { number: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="image-field__actions">
        <input {...upload.inputProps} multiple={!single} />
        <button
          type="button"
          className="button button--ghost"
          onClick={upload.choose}
          disabled={progress !== null || room === 0}
          aria-describedby={describedBy}
        >
          {single && value.length > 0 ? t('upload.replace') : t('upload.upload')}
          <span className="visually-hidden"> {label}</span>
        </button>
        {progress !== null && (
          <span className="image-field__progress" role="status">
            <progress max={1} value={progress} aria-label={t('upload.uploading', { label })} />
            {Math.round(progress * 100)}%
          </span>
        )}
      </div>

      {allowUrl && (
        <div className="image-field__url">
          <label htmlFor={`${baseId}-url`} className="visually-hidden">
            URL {label}
          </label>
          <input
            id={`${baseId}-url`}
            type="url"
            inputMode="url"
            placeholder={t('upload.urlPlaceholder')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addUrl();
              }
            }}
          />
          <button type="button" className="button button--ghost" onClick={addUrl} disabled={!url.trim() || (!single && room === 0)}>
            {single ? t('upload.useUrl') : t('upload.addUrl')}
          </button>
        </div>
      )}

      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={shownError} alert />
    </fieldset>
  );
}
