import { HeroScene } from '../HeroScene.tsx';
import { useT } from '../../i18n/language.tsx';

/** Holds the hero's and the first sections' places while the home data loads, so nothing jumps. */
export function HomeSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true">
      <section className="hero hero--skeleton">
        <HeroScene />
        <div className="container hero__content">
          <span className="visually-hidden" role="status">
            {t('home.loading')}
          </span>
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--stats" />
        </div>
      </section>
      <div className="container section">
        <div className="skeleton-grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton skeleton--card" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function HomeError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT();
  return (
    <section className="hero hero--error" aria-labelledby="home-error-title">
      <HeroScene />
      <div className="container hero__content">
        <div className="home-error" role="alert">
          <h1 id="home-error-title">{t('home.loadFailed')}</h1>
          <p>{t('home.checkConnection')}</p>
          <button type="button" className="button button--light" onClick={onRetry} disabled={retrying}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    </section>
  );
}
