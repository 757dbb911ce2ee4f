import { REVIEW_TEXTS, type Testimonial } from '@island/shared';

/**
 * Displayed/Hidden, Verified/Pending and the source, from the stored fields; a guest's review of a
 * package (written from a completed booking) says so: 'Tamu terverifikasi / Verified guest'.
 */
export function TestimonialBadges({ testimonial }: { testimonial: Testimonial }) {
  return (
    <span className="badge-list">
      <span className={`badge ${testimonial.is_displayed ? 'badge--success' : 'badge--muted'}`}>
        {testimonial.is_displayed ? 'Displayed' : 'Hidden'}
      </span>
      <span className={`badge ${testimonial.is_verified ? 'badge--info' : 'badge--warning'}`}>
        {testimonial.is_verified ? 'Verified' : 'Pending'}
      </span>
      <span className="badge badge--outline">{testimonial.source}</span>
      {testimonial.verified_guest && <span className="badge badge--info">{REVIEW_TEXTS.verifiedGuest} / Verified guest</span>}
    </span>
  );
}
