import { LIMITS } from '@island/shared';
import { toast as sonner } from 'sonner';

type ToastOptions = { description?: string; duration?: number };

/** The three kinds of notice the back-office uses; all close after 3 s unless told otherwise. */
export const toast = {
  success: (message: string, options?: ToastOptions) => sonner.success(message, { duration: LIMITS.toastMs, ...options }),
  error: (message: string, options?: ToastOptions) => sonner.error(message, { duration: LIMITS.toastMs, ...options }),
  info: (message: string, options?: ToastOptions) => sonner.info(message, { duration: LIMITS.toastMs, ...options }),
};
