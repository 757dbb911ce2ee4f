import { LIMITS } from '@island/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { registerToastLayer } from './toastLayer.ts';

// Loaded beside the page rather than in it: nothing is posted before the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** A phone's width: there a notice at the top lies over an open dialog's title and close button. */
const PHONE = '(max-width: 640px)';
const phoneQuery = () => window.matchMedia(PHONE);

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Mounted once at the root; `toast` from ./toast.ts posts to it. Top right on a wide screen; at
 * the bottom on a phone, clear of a form's title, its close button and the top bar.
 */
export function ToastHost() {
  const phone = useSyncExternalStore(subscribe, () => phoneQuery().matches, () => false);
  return (
    <Suspense fallback={null}>
      <Toaster ref={registerToastLayer} position={phone ? 'bottom-center' : 'top-right'} duration={LIMITS.toastMs} richColors closeButton />
    </Suspense>
  );
}
