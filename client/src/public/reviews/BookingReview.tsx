import './reviews.css';
import { googleReviewUrl, type VisitorBooking } from '@island/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/language.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StarRating } from '../../ui/StarRating.tsx';

const ReviewForm = lazy(() => import('./ReviewForm.tsx'));

/**
 * A completed trip's page asks for a review (`#ulasan`, where the e-mail's link lands): the form
 * until one is sent, then the review with its state (waiting for the village, or published); and
 * Google's own "write a review" page of the village when the village has named its place.
 */
export function BookingReview({ booking, accessKey, googlePlaceId }: { booking: VisitorBooking; accessKey: string; googlePlaceId: string }) {
  const { t } = useT();
  const review = booking.review;
  const ref = useRef<HTMLElement>(null);
  // Asked when the page opened, and answered since: the thanks is said here.
  const [wasAsking] = useState(booking.can_review);
  const justSent = wasAsking && review !== null;

  // Opened from the e-mail's link (…#ulasan): the request is where the page opens.
  useEffect(() => {
    if (window.location.hash === '#ulasan') ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  // Sent: the thanks takes the form's place and is read out.
  useEffect(() => {
    if (justSent) ref.current?.focus({ preventScroll: true });
  }, [justSent]);

  if (!booking.can_review && !review) return null;
  return (
    <section ref={ref} id="ulasan" tabIndex={-1} className="booking-card review-card" aria-labelledby="review-title" data-testid="booking-review">
      <h2 id="review-title">{review ? t('reviews.yours') : t('reviews.ask')}</h2>
      {review ? (
        <>
          {justSent && (
            <p className="form-success" role="status">
              <Icon name="check" size={20} /> {t('reviews.sent')}
            </p>
          )}
          <div className="review-mine">
            <StarRating value={review.star} />
            <p className="review-mine__text">{review.message}</p>
            <p className="review-mine__by">— {review.name}</p>
            <p className={`review-state review-state--${review.published ? 'published' : 'waiting'}`} data-testid="review-state">
              {review.published ? t('reviews.published') : t('reviews.waiting')}
            </p>
          </div>
        </>
      ) : (
        <>
          <p>{t('reviews.askLead')}</p>
          <Suspense fallback={<Spinner label={t('reviews.loadingForm')} />}>
            <ReviewForm booking={booking} accessKey={accessKey} />
          </Suspense>
        </>
      )}
      {googlePlaceId && (
        <div className="review-google">
          <p>{t('reviews.googleLead')}</p>
          <a className="button button--ghost button--block" href={googleReviewUrl(googlePlaceId)} target="_blank" rel="noopener noreferrer">
            <Icon name="star" size={18} />
            {t('reviews.google')}
            <span className="visually-hidden">{t('common.newTab')}</span>
          </a>
        </div>
      )}
    </section>
  );
}
