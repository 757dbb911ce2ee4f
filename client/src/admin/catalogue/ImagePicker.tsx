import './catalogue-admin.css';
import { LIMITS, TEXTS } from '@island/shared';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { uploadImages } from '../../api.ts';
import { messageOf } from '../../errors.ts';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { toast } from '../../ui/toast.ts';

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

interface Pending {
  previews: string[];
  progress: number;
}

/** A file the server would refuse anyway: not an image, or over 5 MB. */
const unacceptable = (file: File) => !file.type.startsWith('image/') || file.size > LIMITS.uploadMaxBytes;

/** Uploads in requests of at most five files (the server's limit), reporting progress over all. */
async function uploadAll(files: File[], signal: AbortSignal, onProgress: (fraction: number) => void): Promise<string[]> {
  const urls: string[] = [];
  for (let start = 0; start < files.length; start += LIMITS.uploadMaxFiles) {
    const batch = files.slice(start, start + LIMITS.uploadMaxFiles);
    const answer = await uploadImages(batch, {
      signal,
      onProgress: (fraction) => onProgress((start + fraction * batch.length) / files.length),
    });
    urls.push(...answer.files.map((file) => file.url));
  }
  return urls;
}

/**
 * Image slots with previews; the first image is the main one, labelled 'Utama'. Picked files are
 * checked here (type, size, count) before any upload, then uploaded at once, so the form only
 * ever holds URLs and an edit that leaves the pictures alone sends them back as they were.
 */
export function ImagePicker({ label, value, onChange, max, slots = 6, tooManyText, error, hint, required, disabled = false }: ImagePickerProps) {
  const baseId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [localError, setLocalError] = useState('');
  const room = Math.max(0, max - value.length);
  const shownError = localError || error;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint || room === 0 ? hintId : '', shownError ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const abortRef = useRef<AbortController | null>(null);

  // An upload still running when the form closes has nobody left to report to.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) return setLocalError(tooManyText);
    if (files.some(unacceptable)) return setLocalError(TEXTS.uploadOnlyImages);
    setLocalError('');
    const previews = files.map((file) => URL.createObjectURL(file));
    const controller = new AbortController();
    abortRef.current = controller;
    setPending({ previews, progress: 0 });
    try {
      const urls = await uploadAll(files, controller.signal, (progress) => setPending((p) => (p ? { ...p, progress } : p)));
      onChange([...value, ...urls]);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      const message = messageOf(err, TEXTS.uploadFailed);
      setLocalError(message);
      toast.error(message);
    } finally {
      previews.forEach((url) => URL.revokeObjectURL(url));
      if (abortRef.current === controller) abortRef.current = null;
      setPending(null);
    }
  }

  function remove(index: number) {
    setLocalError('');
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
      <input
        ref={fileRef}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple={max > 1}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onPick(event)}
      />
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
              <button type="button" className="image-picker__add" onClick={() => fileRef.current?.click()} aria-describedby={describedBy}>
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
      {(hint || room === 0) && (
        <p id={hintId} className="field__hint">
          {room === 0 ? `Sudah ${max} gambar, batas maksimal. ` : ''}
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
