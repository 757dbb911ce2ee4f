import { imageOrUrlSchema, LIMITS } from '@island/shared';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { uploadImages } from '../api.ts';
import { messageOf } from '../errors.ts';
import { ImageWithFallback } from './ImageWithFallback.tsx';

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
  const baseId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState('');
  const [url, setUrl] = useState('');
  const single = max === 1;
  const room = single ? 1 : Math.max(0, max - value.length);
  const uploading = progress !== null;
  const shownError = localError || error;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = shownError ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  // An upload still running when the form goes away has nobody to report to.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > Math.min(room, LIMITS.uploadMaxFiles)) {
      setLocalError(single ? 'Pilih satu gambar saja.' : `Maksimal ${max} gambar; sisa ${room}.`);
      return;
    }
    setLocalError('');
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const answer = await uploadImages(files, { onProgress: setProgress, signal: controller.signal });
      const urls = answer.files.map((file) => file.url);
      onChange(single ? urls.slice(0, 1) : [...value, ...urls]);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setLocalError(messageOf(err, 'Upload gambar gagal'));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  }

  function addUrl() {
    const text = url.trim();
    if (!text) return;
    if (!imageOrUrlSchema.safeParse(text).success) {
      setLocalError('Alamat gambar harus diawali https:// atau berasal dari unggahan situs ini.');
      return;
    }
    if (!single && value.length >= max) {
      setLocalError(`Maksimal ${max} gambar.`);
      return;
    }
    setLocalError('');
    onChange(single ? [text] : [...value, text]);
    setUrl('');
  }

  function remove(index: number) {
    setLocalError('');
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
                Hapus<span className="visually-hidden"> {single ? label : `gambar ${index + 1}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="image-field__actions">
        <input
          ref={fileRef}
          id={`${baseId}-file`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple={!single}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onPick(event)}
        />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => fileRef.current?.click()}
          disabled={uploading || room === 0}
          aria-describedby={describedBy}
        >
          {single && value.length > 0 ? 'Ganti gambar' : 'Unggah gambar'}
          <span className="visually-hidden"> {label}</span>
        </button>
        {progress !== null && (
          <span className="image-field__progress" role="status">
            <progress max={1} value={progress} aria-label={`Mengunggah ${label}`} />
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
            placeholder="atau tempel URL gambar (https://…)"
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
            {single ? 'Pakai URL' : 'Tambah URL'}
          </button>
        </div>
      )}

      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="field__error" role="alert">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
