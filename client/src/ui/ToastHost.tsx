import { LIMITS } from '@island/shared';
import { Toaster } from 'sonner';
import { registerToastLayer } from './toastLayer.ts';

/** Mounted once at the root; `toast` from ./toast.ts posts to it. */
export function ToastHost() {
  return <Toaster ref={registerToastLayer} position="top-right" duration={LIMITS.toastMs} richColors closeButton />;
}
