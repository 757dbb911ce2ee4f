import { DETAIL_PARAM, splitLocalePath } from '@island/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readToken } from '../../tokenStorage.ts';

/**
 * After the page has painted, when the browser is idle (a task later where it cannot tell).
 * Short on purpose: this hook is part of the first visit's download.
 */
const whenIdle: (run: () => void) => unknown = window.requestIdleCallback ?? setTimeout;

/**
 * A page-view beacon for each page shown. The sender is a chunk of its own, fetched after the
 * page has loaded and painted, so the first visit neither waits for it nor downloads it first.
 * The sender reads the address when it runs and skips a page it counted last (a list searched
 * or paged is the same page), so quick steps through pages count only where the visitor stayed.
 */
export function usePageBeacon(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const send = () =>
      whenIdle(() => {
        import('./beacon.ts').then(
          (beacon) => beacon.sendStatsBeacon({ readToken, splitLocalePath, detailParam: DETAIL_PARAM }),
          () => undefined, // Offline, or a release replaced the chunk: this view is not counted.
        );
      });
    if (document.readyState === 'complete') send();
    else window.addEventListener('load', send, { once: true });
  }, [pathname, search]);
}
