import './catalogue-admin.css';
import { LIMITS, TEXTS } from '@island/shared';
import { type ReactNode, useId } from 'react';
import { FieldNotes, fieldNoteIds } from '../../ui/form/FieldLayout.tsx';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { toast } from '../../ui/toast.ts';
import { useImageUpload } from '../../ui/useImageUpload.ts';

export interface ImagePickerProps {
  /** The group's legend, e.g. 'Gambar'. */
  label: string;
  /** Image URLs as the server answered them; the first is the main image. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Images allowed in all, the main one included. */
  max: number;
  /** Tiles always shown, filled or not (the destination form shows 6). */
  slots?: number;
  /** Shown when a pick would go over `max`. */
  tooManyText: string;
  /** An error about this field from the form's check or the server. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A file the server would refuse anyway: not an image, or over 5 MB. */
const unacceptable = (file: File) => !file.type.startsWith('image/') || file.size > LIMITS.uploadMaxBytes;

/**
 * Image slots with previews; the first image is the main one, labelled 'Utama'. Picked files are
 * checked here (type, size, count) before any upload, then uploaded at once, so the form only
 * ever holds URLs and an edit that leaves the pictures alone sends them back as they were.
 */
export function ImagePicker({ label, value, onChange, max, slots = 6, tooManyText, error, hint: extraHint, required, disabled = false }: ImagePickerProps) {
  const baseId = useId();
  const room = Math.max(0, max - value.length);
  const upload = useImageUpload({
    refuse: (files) => (files.length > room ? tooManyText : files.some(unacceptable) ? TEXTS.uploadOnlyImages : null),
    onUploaded: (urls) => onChange([...value, ...urls]),
    onFailed: (message) => toast.error(message),
  });
  const { pending } = upload;
  const shownError = upload.error || error;
  const hint = room === 0 ? <>{`Sudah ${max} gambar, batas maksimal. `}{extraHint}</> : extraHint;
  const { hintId, errorId, describedBy } = fieldNoteIds(baseId, Boolean(hint), Boolean(shownError));

  function remove(index: number) {
    upload.setError('');
    onChange(value.filter((_, i) => i !== index));
  }

  function makeMain(index: number) {
    onChange([value[index]!, ...value.filter((_, i) => i !== index)]);
  }

  const filled = value.length + (pending?.previews.length ?? 0);
  const emptyTiles = Math.max(0, Math.max(slots, filled + (room > 0 ? 1 : 0)) - filled);
  const busy = pending !== null;

  return (
    <fieldset className="field image-picker" disabled={disabled} aria-describedby={describedBy} aria-invalid={shownError ? true : undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <input {...upload.inputProps} multiple={max > 1} />
      <ul className="image-picker__slots">
        {value.map((src, index) => (
          <li key={`${src}-${index}`} className="image-picker__slot image-picker__slot--filled">
            <ImageWithFallback src={src} alt={index === 0 ? `${label} utama` : `${label} ${index + 1}`} />
            {index === 0 && <span className="image-picker__main">Utama</span>}
            <div className="image-picker__tools">
              {index > 0 && (
                <button type="button" className="image-picker__tool" onClick={() => makeMain(index)} disabled={busy}>
                  Jadikan utama<span className="visually-hidden"> (gambar {index + 1})</span>
                </button>
              )}
              <button type="button" className="image-picker__tool image-picker__tool--remove" onClick={() => remove(index)} disabled={busy}>
                Hapus<span className="visually-hidden"> gambar {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
        {pending?.previews.map((src) => (
          <li key={src} className="image-picker__slot image-picker__slot--pending">
            <img src={src} alt="" />
            <progress max={1} value={pending.progress} aria-hidden="true" />
          </li>
        ))}
        {Array.from({ length: emptyTiles }, (_, i) =>
          i === 0 && room > 0 && !busy ? (
            <li key="add" className="image-picker__slot">
              <button type="button" className="image-picker__add" onClick={upload.choose} aria-describedby={describedBy}>
                <span aria-hidden="true">+</span>
                {filled === 0 ? 'Pilih gambar' : 'Tambah gambar'}
                <span className="visually-hidden"> untuk {label}</span>
              </button>
            </li>
          ) : (
            <li key={`empty-${i}`} className="image-picker__slot image-picker__slot--empty" aria-hidden="true">
              {i === 0 && room === 0 ? `Maks. ${max}` : filled + i + 1}
            </li>
          ),
        )}
      </ul>
      {busy && (
        <p className="image-picker__progress" role="status">
          Mengunggah… {Math.round(pending.progress * 100)}%
        </p>
      )}
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={shownError} alert />
    </fieldset>
  );
}
