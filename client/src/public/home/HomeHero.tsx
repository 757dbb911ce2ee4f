import { type GeneralSettings, imageSrcSet, type MediaSettings, SITE_NAME_FALLBACK, youtubeVideoId } from '@island/shared';
import { Link } from 'react-router-dom';
import { HeroScene } from '../HeroScene.tsx';
import { useT } from '../../i18n/language.tsx';

const HERO_STATS = [
  { value: '5+', label: 'home.hero.statDestinations' },
  { value: '50+', label: 'home.hero.statVisitors' },
  { value: '24/7', label: 'home.hero.statHelp' },
] as const;

export interface HomeHeroProps {
  general: GeneralSettings;
  media: MediaSettings;
}

/**
 * The first screen: names, welcome and description over the hero photo (or the drawn shore
 * when staff set none), with the island's video beside them when a valid YouTube id is set.
 */
export function HomeHero({ general, media }: HomeHeroProps) {
  const { t, path } = useT();
  const islandName = general.island_name || SITE_NAME_FALLBACK;
  const videoId = youtubeVideoId(media.hero_video_url);
  const photo = media.hero_background;

  return (
    <section className={`hero ${photo ? 'hero--photo' : ''} ${videoId ? 'hero--with-video' : ''}`} aria-labelledby="hero-title">
      {photo ? (
        <div className="hero__backdrop" aria-hidden="true">
          <img className="hero__photo" src={photo} srcSet={imageSrcSet(photo)} sizes="100vw" alt="" decoding="async" fetchPriority="high" />
        </div>
      ) : (
        <HeroScene />
      )}
      <div className="container hero__content">
        <div className="hero__text">
          {!general.welcome_message && <p className="hero__eyebrow">{t('home.hero.welcome')}</p>}
          <h1 id="hero-title" className="hero__title">
            {islandName}
            {general.village_name && <span className="hero__village">{general.village_name}</span>}
          </h1>
          {general.welcome_message && <p className="hero__lead">{general.welcome_message}</p>}
          {general.description && <p className="hero__description">{general.description}</p>}
          <div className="hero__actions">
            <Link className="button button--primary button--large" to={path('/destinasi')}>
              {t('home.hero.exploreDestinations')}
            </Link>
            <Link className="button button--light button--large" to={path('/paket-wisata')}>
              {t('home.hero.viewPackages')}
            </Link>
          </div>
          <dl className="hero__stats">
            {HERO_STATS.map((stat) => (
              <div key={stat.label} className="hero__stat">
                <dt>{t(stat.label)}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {videoId && (
          <div className="hero__video">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${videoId}`}
              title={t('home.hero.video', { island: islandName })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
        )}
      </div>
    </section>
  );
}
