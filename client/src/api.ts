import { LIMITS, TEXTS, type UploadedFile } from '@island/shared';
import { authorizationHeader } from './tokenStorage.ts';
import { ApiError, type FieldError } from './errors.ts';

export interface UploadResponse {
  success: true;
  files: UploadedFile[];
}

export interface UploadOptions {
  /** Called with the share of bytes sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Text used when the server gives no message of its own. */
  fallbackMessage?: string;
}

const UPLOAD_URL = '/api/files/upload';

/** Checks the server would make anyway, done first so a bad pick costs no upload. */
function checkFiles(files: readonly File[]): void {
  if (files.length === 0) throw new ApiError(TEXTS.uploadNone, 400);
  if (files.length > LIMITS.uploadMaxFiles) throw new ApiError(TEXTS.uploadTooMany, 400);
  const bad = files.find((f) => !f.type.startsWith('image/') || f.size > LIMITS.uploadMaxBytes);
  if (bad) throw new ApiError(TEXTS.uploadOnlyImages, 400, [{ param: 'files', msg: `${bad.name}: ${TEXTS.uploadOnlyImages}` }]);
}

interface FailureBody {
  success?: boolean;
  code?: string;
  message?: string;
  errors?: FieldError[];
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Uploads images as multipart (field `files`) with the bearer token. XMLHttpRequest rather than
 * fetch because fetch reports no upload progress.
 */
export function uploadImages(files: readonly File[] | FileList, options: UploadOptions = {}): Promise<UploadResponse> {
  const list = Array.from(files);
  const fallback = options.fallbackMessage ?? TEXTS.uploadFailed;
  return new Promise<UploadResponse>((resolve, reject) => {
    checkFiles(list);
    const form = new FormData();
    for (const file of list) form.append('files', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(TEXTS.networkError, 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (body === undefined) {
        reject(new ApiError(TEXTS.invalidJson, xhr.status));
        return;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      const answer = body as Partial<UploadResponse> & FailureBody;
      if (ok && answer.success === true && Array.isArray(answer.files)) {
        options.onProgress?.(1);
        resolve({ success: true, files: answer.files });
        return;
      }
      const message = xhr.status < 500 && answer.message ? answer.message : fallback;
      reject(new ApiError(message, xhr.status || 500, answer.errors ?? [], answer.code));
    };

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

const BACKUP_URL = '/api/backups/download';

/**
 * Downloads a backup made now (superadmin) and saves it under the server's file name. The server
 * streams it as it is packed; the browser keeps it as a Blob (on disk when large) until saved.
 */
export function downloadBackup(): Promise<void> {
  return downloadSignedIn(BACKUP_URL, 'application/gzip', 'cadangan.tar.gz');
}

/** The statistics report of a year (or one of its months) as a spreadsheet file (site runners). */
export function statsReportCsvUrl(year: number, month: number | null): string {
  return `/api/stats/report.csv?year=${year}${month ? `&month=${month}` : ''}`;
}

export function downloadStatsReport(year: number, month: number | null): Promise<void> {
  return downloadSignedIn(statsReportCsvUrl(year, month), 'text/csv', `statistik-${year}.csv`);
}

/**
 * A file only a signed-in account may fetch: a plain link cannot carry the bearer token, so it is
 * fetched with it and handed to the browser to save under the server's file name.
 */
async function downloadSignedIn(path: string, accept: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { ...authorizationHeader(), Accept: `${accept}, application/json` } });
  } catch {
    throw new ApiError(TEXTS.networkError, 0);
  }
  if (!res.ok) {
    const body = parseBody(await res.text()) as FailureBody | undefined;
    throw new ApiError(res.status < 500 && body?.message ? body.message : TEXTS.unavailable, res.status, body?.errors ?? [], body?.code);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Long enough for the browser to have taken the file over.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
