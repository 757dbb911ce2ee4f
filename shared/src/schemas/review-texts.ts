// Texts of guests' reviews without their schemas, so pages that only show them load no
// validation code. Indonesian, as the server and the back office speak; the visitor's pages take
// their words from i18n (the `reviews` group, fetched with those pages).

export const REVIEW_TEXTS = {
  /** The answer to a review sent: it waits for staff, as a testimonial does. */
  sent: 'Terima kasih — ulasan Anda menunggu persetujuan',
  // Refusals (409): the visitor's page says them in its own language by their code.
  notCompleted: 'Ulasan bisa ditulis setelah perjalanan selesai',
  alreadyReviewed: 'Pesanan ini sudah diulas',
  /** The badge beside a review tied to a completed booking, in the back office. */
  verifiedGuest: 'Tamu terverifikasi',
} as const;

/** Google's own page for writing a review of a place (nothing of Google's is fetched or stored). */
export function googleReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}
