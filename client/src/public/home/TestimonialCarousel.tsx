import type { Testimonial } from '@island/shared';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { StarRating } from '../../ui/StarRating.tsx';
import { useT } from '../../i18n/language.tsx';

const SWIPE_PX = 40;

/**
 * One testimonial at a time (APG carousel pattern, no auto-rotation): previous and next wrap
 * around at both ends, the dots jump, arrow keys and a swipe move, and the slide is announced
 * politely when it changes.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = testimonials.length;
  if (count === 0) return null;

  const position = Math.min(index, count - 1);
  const current = testimonials[position]!;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') go(position - 1);
    else if (event.key === 'ArrowRight') go(position + 1);
    else return;
    event.preventDefault();
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? position + 1 : position - 1);
  }

  return (
    <section className="section home-testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section__header">
          <h2 id="testimonials-title">{t('home.testimonials.title')}</h2>
          <p>{t('home.testimonials.lead')}</p>
        </div>
        <div
          className="carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label={t('home.testimonials.region')}
          onKeyDown={onKeyDown}
          onTouchStart={(event) => {
            touchStartX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={onTouchEnd}
        >
          <div className="carousel__viewport" aria-live="polite">
            {/* A <div>: a <figure> with a caption may not take the group role a slide needs. */}
            <div
              key={current.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.testimonials.slide', { number: position + 1, count })}
            >
              <StarRating value={current.rating} size={22} />
              <blockquote className="carousel__quote">
                <p>{current.message}</p>
              </blockquote>
              <div className="carousel__author">
                <span className="carousel__name">{current.name}</span>
                {current.origin && <span className="carousel__origin">{current.origin}</span>}
              </div>
            </div>
          </div>
          {count > 1 && (
            <div className="carousel__controls">
              <button type="button" className="icon-button carousel__arrow" onClick={() => go(position - 1)} aria-label={t('home.testimonials.previous')}>
                <span aria-hidden="true">‹</span>
              </button>
              <ul className="carousel__dots">
                {testimonials.map((testimonial, i) => (
                  <li key={testimonial.id}>
                    <button
                      type="button"
                      className="carousel__dot"
                      aria-label={t('home.testimonials.show', { number: i + 1 })}
                      aria-current={i === position ? 'true' : undefined}
                      onClick={() => go(i)}
                    />
                  </li>
                ))}
              </ul>
              <button type="button" className="icon-button carousel__arrow" onClick={() => go(position + 1)} aria-label={t('home.testimonials.next')}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
