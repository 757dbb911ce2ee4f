import { LIMITS, TEXTS } from '@island/shared';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { uploadImages } from '../api.ts';
import { messageOf } from '../errors.ts';

/** The picked files while they upload: local previews and the share sent so far, 0 to 1. */
export interface PendingUpload {
  previews: string[];
  progress: number;
}

export interface ImageUploadOptions {
  /** Why a pick is refused before any upload, or null to upload it. */
  refuse: (files: File[]) => string | null;
  /** Called with the URLs the server answered, in the order picked. */
  onUploaded: (urls: string[]) => void;
  /** Told of a failed upload besides the field's own error, e.g. to raise a toast. */
  onFailed?: (message: string) => void;
}

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
 * What an image field does with a pick: checks it, uploads it at once (so the form only ever
 * holds URLs), shows previews and progress meanwhile, and keeps the field's own error. Spread
 * `inputProps` on a hidden file input and call `choose` from a visible button.
 */
export function useImageUpload({ refuse, onUploaded, onFailed }: ImageUploadOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [error, setError] = useState('');

  // An upload still running when the form closes has nobody left to report to.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refusal = refuse(files);
    if (refusal) return setError(refusal);
    setError('');
    const previews = files.map((file) => URL.createObjectURL(file));
    const controller = new AbortController();
    abortRef.current = controller;
    setPending({ previews, progress: 0 });
    try {
      onUploaded(await uploadAll(files, controller.signal, (progress) => setPending((p) => (p ? { ...p, progress } : p))));
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      const message = messageOf(err, TEXTS.uploadFailed);
      setError(message);
      onFailed?.(message);
    } finally {
      previews.forEach((url) => URL.revokeObjectURL(url));
      if (abortRef.current === controller) abortRef.current = null;
      setPending(null);
    }
  }

  return {
    pending,
    error,
    setError,
    choose: () => inputRef.current?.click(),
    inputProps: {
      ref: inputRef,
      className: 'visually-hidden',
      type: 'file',
      accept: 'image/jpeg,image/png,image/webp,image/gif',
      tabIndex: -1,
      'aria-hidden': true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onPick(event),
    },
  };
}
