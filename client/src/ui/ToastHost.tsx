import { LIMITS } from '@island/shared';
import { Toaster } from 'sonner';

/** Mounted once at the root; `toast` from ./toast.ts posts to it. */
export function ToastHost() {
  return <Toaster position="top-right" duration={LIMITS.toastMs} richColors closeButton />;
}
