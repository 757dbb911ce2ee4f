import { LIMITS } from '@island/shared';
import { raiseToastLayer } from './toastLayer.ts';

type ToastOptions = { description?: string; duration?: number };
type Kind = 'success' | 'error' | 'info';

/**
 * The toast library is fetched on the first notice (or when the host mounts after the first
 * paint), not with the page: a visitor who never acts never needs it. A notice posted before its
 * host has mounted waits in the library's store and shows when the host subscribes.
 */
function poster(kind: Kind) {
  return (message: string, options?: ToastOptions) => {
    void import('sonner').then(({ toast: sonner }) => {
      raiseToastLayer();
      sonner[kind](message, { duration: LIMITS.toastMs, ...options });
    });
  };
}

/** The three kinds of notice the back-office uses; all close after 3 s unless told otherwise. */
export const toast = {
  success: poster('success'),
  error: poster('error'),
  info: poster('info'),
};
