import { TESTIMONIAL_TEXTS, type Testimonial } from '@island/shared';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { useRowAction } from '../useRowAction.ts';

const T = TESTIMONIAL_TEXTS;
const failed = (fallback: string) => (error: unknown) => messageOf(error, fallback);

/**
 * Show/hide, verify and delete, each acknowledged by a toast. Afterwards the list, the
 * statistics and the home page's answer are fetched again, since all three may have changed.
 */
export function useTestimonialActions() {
  const utils = trpc.useUtils();
  const display = trpc.testimonials.setDisplayed.useMutation();
  const verify = trpc.testimonials.setVerified.useMutation();
  const remove = trpc.testimonials.remove.useMutation();
  const { busyId, run } = useRowAction(() =>
    Promise.all([utils.testimonials.list.invalidate(), utils.testimonials.stats.invalidate(), utils.home.get.invalidate()]),
  );

  return {
    busyId,
    toggleDisplayed: (t: Testimonial) =>
      run(t.id, () => display.mutateAsync({ id: t.id, is_displayed: !t.is_displayed }), t.is_displayed ? T.hidden : T.displayed, failed(T.updateFailed)),
    toggleVerified: (t: Testimonial) =>
      run(t.id, () => verify.mutateAsync({ id: t.id, is_verified: !t.is_verified }), t.is_verified ? T.unverified : T.verified, failed(T.updateFailed)),
    remove: (t: Testimonial) => run(t.id, () => remove.mutateAsync({ id: t.id }), T.deleted(t.name), failed(T.deleteFailed)),
  };
}


/** The first 100 characters of a message (docs/product.md, Testimonials). */
export function messagePreview(message: string, max = 100): string {
  return message.length > max ? `${message.slice(0, max).trimEnd()}…` : message;
}
