import { reviewFormInput, type VisitorBooking } from '@island/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorCodeOf } from '../../errors.ts';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { FormRefusal } from '../../ui/form/FormRefusal.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { StarRatingInput } from '../../ui/StarRating.tsx';

const MESSAGE_MAX = 1000;

/**
 * The guest's review of a completed trip, on their booking page: stars (a radio group, none
 * chosen until they choose), a few lines, and the name shown (theirs, prefilled). Checked with
 * the server's schema first; loaded only when the page asks for a review, so the form library
 * stays out of every other visit.
 */
export default function ReviewForm({ booking, accessKey }: { booking: VisitorBooking; accessKey: string }) {
  const { t } = useT();
  const utils = trpc.useUtils();
  const send = trpc.bookings.review.useMutation();
  const form = useZodForm(reviewFormInput, { defaultValues: { star: 0, name: booking.customer_name, message: '' } });
  const message = useWatch({ control: form.control, name: 'message' });
  const [refused, setRefused] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const access = { code: booking.code, k: accessKey };

  const onSubmit = saveHandler(form, {
    send: (checked) => send.mutateAsync({ ...access, ...checked }),
    // The page itself says it, where the form was.
    success: null,
    failure: (error) => {
      if (errorCodeOf(error) === 'CONFLICT') {
        // Reviewed already (another tab) or no longer completed: the page shows what is true now.
        setRefused(t('reviews.refused'));
        void utils.bookings.byCode.invalidate(access);
        return null;
      }
      return errorCodeOf(error) === 'VALIDATION' ? null : t('reviews.sendFailed');
    },
    toastInvalid: false,
    besideButton: setRefused,
    onSaved: (review) => {
      utils.bookings.byCode.setData(access, (old) => (old ? { ...old, can_review: false, review } : old));
    },
  });

  return (
    <form className="form review-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <Field
        form={form}
        name="star"
        as="control"
        label={t('reviews.stars')}
        render={({ value, onChange, error }) => <StarRatingInput label={t('reviews.stars')} name="star" value={Number(value) || 0} onChange={onChange} error={error} />}
      />
      <Field form={form} name="name" label={t('reviews.name')} required autoComplete="name" maxLength={120} />
      <Field form={form} name="message" as="textarea" label={t('reviews.message')} required hint={t('common.characters', { count: message.length, max: MESSAGE_MAX })} rows={4} maxLength={MESSAGE_MAX} />
      <div className="form__actions">
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
          {t('reviews.send')}
        </button>
        <FormRefusal text={refused} />
      </div>
    </form>
  );
}
