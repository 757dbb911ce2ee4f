import { TESTIMONIAL_TEXTS, type Testimonial } from '@island/shared';
import { useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';

/**
 * Show/hide, verify and delete, each acknowledged by a toast. Afterwards the list, the
 * statistics and the home page's answer are fetched again, since all three may have changed.
 */
export function useTestimonialActions() {
  const utils = trpc.useUtils();
  const [busyId, setBusyId] = useState<number | null>(null);
  const display = trpc.testimonials.setDisplayed.useMutation();
  const verify = trpc.testimonials.setVerified.useMutation();
  const remove = trpc.testimonials.remove.useMutation();

  async function refresh() {
    await Promise.all([utils.testimonials.list.invalidate(), utils.testimonials.stats.invalidate(), utils.home.get.invalidate()]);
  }

  async function run(id: number, action: () => Promise<void>, failure: string): Promise<boolean> {
    setBusyId(id);
    try {
      await action();
      await refresh();
      return true;
    } catch (error) {
      toast.error(messageOf(error, failure));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    toggleDisplayed: (t: Testimonial) =>
      run(
        t.id,
        async () => {
          await display.mutateAsync({ id: t.id, is_displayed: !t.is_displayed });
          toast.success(t.is_displayed ? TESTIMONIAL_TEXTS.hidden : TESTIMONIAL_TEXTS.displayed);
        },
        TESTIMONIAL_TEXTS.updateFailed,
      ),
    toggleVerified: (t: Testimonial) =>
      run(
        t.id,
        async () => {
          await verify.mutateAsync({ id: t.id, is_verified: !t.is_verified });
          toast.success(t.is_verified ? TESTIMONIAL_TEXTS.unverified : TESTIMONIAL_TEXTS.verified);
        },
        TESTIMONIAL_TEXTS.updateFailed,
      ),
    remove: (t: Testimonial) =>
      run(
        t.id,
        async () => {
          await remove.mutateAsync({ id: t.id });
          toast.success(TESTIMONIAL_TEXTS.deleted(t.name));
        },
        TESTIMONIAL_TEXTS.deleteFailed,
      ),
  };
}

export type TestimonialActions = ReturnType<typeof useTestimonialActions>;

/** The first 100 characters of a message (back-office.md §9). */
export function messagePreview(message: string, max = 100): string {
  return message.length > max ? `${message.slice(0, max).trimEnd()}…` : message;
}
