import { useEffect } from 'react';
import { SITE_IDENTITY } from '../public/siteIdentity.ts';

/** Sets the tab title, so history entries and screen readers name the page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_IDENTITY.islandName}` : SITE_IDENTITY.islandName;
  }, [title]);
}
