import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/language.tsx';

// The list, its card and its styles load only when the section comes near: the first visit of
// the home page asks for nothing it does not paint.
const UpcomingEventsList = lazy(() => import('./UpcomingEventsList.tsx'));

/** How far below the viewport the section starts loading, so it is ready when scrolled to. */
const NEAR_MARGIN = '400px';

/** Whether the element has come within the margin of the viewport (stays true). Without IntersectionObserver: at once. */
function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** "Agenda terdekat": the next three events on the home page. */
export function UpcomingEventsSection() {
  const { t } = useT();
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref);
  return (
    <section ref={ref} className="section home-events" aria-labelledby="events-title">
      <div className="container">
        <div className="section__header">
          <h2 id="events-title">{t('home.events.title')}</h2>
          <p>{t('home.events.lead')}</p>
        </div>
        {near && (
          <Suspense fallback={<p className="empty-note" aria-busy="true">…</p>}>
            <UpcomingEventsList />
          </Suspense>
        )}
      </div>
    </section>
  );
}
