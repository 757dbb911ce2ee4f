import { LIMITS } from '@island/shared';
import { lazy, Suspense } from 'react';
import { registerToastLayer } from './toastLayer.ts';

// Loaded beside the page rather than in it: nothing is posted before the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Mounted once at the root; `toast` from ./toast.ts posts to it. */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Toaster ref={registerToastLayer} position="top-right" duration={LIMITS.toastMs} richColors closeButton />
    </Suspense>
  );
}
