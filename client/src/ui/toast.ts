import { LIMITS } from '@island/shared';
import { toast as sonner } from 'sonner';
import { raiseToastLayer } from './toastLayer.ts';

type ToastOptions = { description?: string; duration?: number };

function poster(show: typeof sonner.success) {
  return (message: string, options?: ToastOptions) => {
    raiseToastLayer();
    return show(message, { duration: LIMITS.toastMs, ...options });
  };
}

/** The three kinds of notice the back-office uses; all close after 3 s unless told otherwise. */
export const toast = {
  success: poster(sonner.success),
  error: poster(sonner.error),
  info: poster(sonner.info),
};
