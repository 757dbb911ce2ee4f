import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the page is open: a booking's page is one
 * visitor's, never for search engines (the server writes the same tag into the page it sends).
 */
export function useNoIndex() {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'robots';
      document.head.append(tag);
    }
    const before = tag.content;
    tag.content = 'noindex';
    return () => {
      if (added) tag.remove();
      else tag.content = before;
    };
  }, []);
}
