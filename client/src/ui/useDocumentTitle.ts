import { pageTitle, type SiteLang } from '@island/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../useSiteSettings.ts';
import { updateHead } from './headTags.ts';

/**
 * Sets the tab title, so history entries and screen readers name the page, and keeps the rest
 * of the head (description, canonical address, shared-link texts) in step with it. `languages`:
 * those the page's main text is written in, when not every one (hreflang names only these).
 */
export function useDocumentTitle(title: string, description?: string, languages?: readonly SiteLang[]) {
  const { islandName } = useSiteSettings();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const full = pageTitle(title, islandName);
    document.title = full;
    updateHead(full, description, pathname, search, languages);
  }, [title, description, islandName, pathname, search, languages]);
}
