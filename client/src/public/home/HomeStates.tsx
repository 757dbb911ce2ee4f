import { HOME_TEXTS } from '@island/shared';
import { HeroScene } from '../HeroScene.tsx';

/** Holds the hero's and the first sections' places while the home data loads, so nothing jumps. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true">
      <section className="hero hero--skeleton">
        <HeroScene />
        <div className="container hero__content">
          <span className="visually-hidden" role="status">
            Memuat halaman beranda…
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
  return (
    <section className="hero hero--error" aria-labelledby="home-error-title">
      <HeroScene />
      <div className="container hero__content">
        <div className="home-error" role="alert">
          <h1 id="home-error-title">{HOME_TEXTS.loadFailed}</h1>
          <p>Periksa sambungan internet Anda, lalu coba lagi.</p>
          <button type="button" className="button button--light" onClick={onRetry} disabled={retrying}>
            Coba lagi
          </button>
        </div>
      </div>
    </section>
  );
}
