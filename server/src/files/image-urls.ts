import { fileUrl } from './storage.ts';

/**
 * The URL an answer carries for a stored image value: our stored names become absolute URLs on
 * this server; a value that is already a URL (settings may point elsewhere) is kept.
 */
export function imageUrl(baseUrl: string, value: string | null | undefined): string | null {
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : fileUrl(baseUrl, value);
}

export function imageUrls(baseUrl: string, values: readonly string[] | null | undefined): string[] {
  return (values ?? []).map((v) => imageUrl(baseUrl, v)).filter((v): v is string => v !== null);
}
