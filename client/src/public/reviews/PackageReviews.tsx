import './reviews.css';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { StarRating } from '../../ui/StarRating.tsx';

/**
 * A package's guest reviews: the average of those the village approved and their count, then
 * the newest, each marked "Tamu terverifikasi" (written from a completed booking's page).
 */
export function PackageReviews({ packageId }: { packageId: number }) {
  const { t, date, language } = useT();
  const query = trpc.testimonials.forPackage.useQuery({ packageId }, { staleTime: 60_000 });
  const data = query.data;
  const average = data?.average ?? null;

  return (
    <section className="package-page__section package-reviews" aria-labelledby="package-reviews" data-testid="package-reviews">
      <h2 id="package-reviews">{t('reviews.title')}</h2>
      {query.isError && <p>{t('reviews.loadFailed')}</p>}
      {data && (data.count === 0 || average === null) && <p className="package-reviews__none">{t('reviews.none')}</p>}
      {data && data.count > 0 && average !== null && (
        <>
          <p className="package-reviews__summary">
            <span className="package-reviews__average" aria-hidden="true">
              {average.toLocaleString(language === 'id' ? 'id-ID' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <StarRating value={Math.round(average)} size={20} />
            <span className="visually-hidden">{t('reviews.average', { value: average })}</span>
            <span className="package-reviews__count">{t('reviews.count', { count: data.count })}</span>
          </p>
          <ul className="package-reviews__list">
            {data.reviews.map((review) => (
              <li key={review.id} className="review">
                <div className="review__head">
                  <span className="review__name">{review.name}</span>
                  {review.verified_guest && (
                    <span className="review__badge">
                      <Icon name="check" size={14} />
                      {t('reviews.verified')}
                    </span>
                  )}
                </div>
                <div className="review__meta">
                  <StarRating value={review.star} size={16} />
                  <time dateTime={review.created_at}>{date(review.created_at)}</time>
                </div>
                <p className="review__text">{review.message}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
