import { ID_LABELS, REVIEW_TEXTS, type Testimonial } from '@island/shared';

const W = ID_LABELS;

/**
 * Shown or hidden, verified or not, and the source, from the stored fields; a guest's review of a
 * package (written from a completed booking) says so: 'Tamu terverifikasi'.
 */
export function TestimonialBadges({ testimonial }: { testimonial: Testimonial }) {
  return (
    <span className="badge-list">
      <span className={`badge ${testimonial.is_displayed ? 'badge--success' : 'badge--muted'}`}>
        {testimonial.is_displayed ? W.testimonialShown.shown : W.testimonialShown.hidden}
      </span>
      <span className={`badge ${testimonial.is_verified ? 'badge--info' : 'badge--warning'}`}>
        {testimonial.is_verified ? W.testimonialVerified.verified : W.testimonialVerified.unverified}
      </span>
      <span className="badge badge--outline">{testimonial.source}</span>
      {testimonial.verified_guest && <span className="badge badge--info">{REVIEW_TEXTS.verifiedGuest}</span>}
    </span>
  );
}
