import { DETAIL_PARAM } from '@island/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Runs after the page has painted and the browser is idle (after `load` on the first page). */
function afterPaint(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (cancelled) return;
    const win = window as IdleWindow;
    if (win.requestIdleCallback) win.requestIdleCallback(() => !cancelled && run(), { timeout: 5000 });
    else timer = setTimeout(() => !cancelled && run(), 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (timer) clearTimeout(timer);
  };
}

/**
 * One page-view beacon per page shown: a new path, or a catalogue detail opened. Searching,
 * paging and filtering a list are the same page. The sender is a chunk of its own, fetched once
 * the page has painted, so the first visit's download does not grow by it.
 */
export function usePageBeacon(): void {
  const { pathname, search } = useLocation();
  // Opening a catalogue detail over its list counts as a page shown.
  const detail = new URLSearchParams(search).get(DETAIL_PARAM) ?? '';
  useEffect(
    () =>
      afterPaint(() => {
        import('./beacon.ts')
          .then(({ sendStatsBeacon }) => sendStatsBeacon())
          .catch(() => {
            // Offline, or a release replaced the chunk: this view is not counted.
          });
      }),
    [pathname, detail],
  );
}
