import { LIMITS } from '@island/shared';
import { lazy, Suspense } from 'react';
import { registerToastLayer } from './toastLayer.ts';

// Loaded beside the page rather than in it: nothing is posted before the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The library's gaps from the edges, plus a phone's home bar (the page runs under it: viewport-fit=cover). */
const aboveSafeArea = (gap: number) => `calc(${gap}px + env(safe-area-inset-bottom, 0px))`;

/**
 * Mounted once at the root; `toast` from ./toast.ts posts to it. Notices stand at the bottom, right
 * on a wide screen and across a phone (the library spans a narrow screen): a dialog's title and
 * close button are at its top, never there, and a tall dialog's footer gives way (./toastLane.ts).
 * At the top right they lay over a wide form's close button, and at a phone's top over any
 * dialog's title and close button, as well as the top bar.
 */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Toaster
        ref={registerToastLayer}
        position="bottom-right"
        offset={{ bottom: aboveSafeArea(24) }}
        mobileOffset={{ bottom: aboveSafeArea(16) }}
        duration={LIMITS.toastMs}
        richColors
        closeButton
      />
    </Suspense>
  );
}
