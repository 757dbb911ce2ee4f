import { useEffect } from 'react';
import { useSiteSettings } from '../public/useSiteSettings.ts';

/** Sets the tab title, so history entries and screen readers name the page. */
export function useDocumentTitle(title: string) {
  const { islandName } = useSiteSettings();
  useEffect(() => {
    document.title = title ? `${title} · ${islandName}` : islandName;
  }, [title, islandName]);
}
