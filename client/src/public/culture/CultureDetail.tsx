import type { Culture } from '@island/shared';
import { Link } from 'react-router-dom';
import { Gallery } from '../catalogue/Gallery.tsx';
import { VideoEmbed, VideoPlaceholder } from '../catalogue/VideoEmbed.tsx';
import { useT } from '../../i18n/language.tsx';
import { cultureTexts } from './cultureTexts.ts';

/** Every video of an item once: the list, then the single link if it is not already listed. */
function videosOf(culture: Culture): string[] {
  const all = culture.videoUrl ? [...culture.videos, culture.videoUrl] : culture.videos;
  return [...new Set(all.map((video) => video.trim()).filter(Boolean))];
}

export interface CultureDetailProps {
  culture: Culture;
  /** The public page invites the visitor on to the tour packages; the back-office does not. */
  showPackagesLink?: boolean;
}

/** A cultural item in full: pictures, story and videos. */
export function CultureDetail({ culture, showPackagesLink = false }: CultureDetailProps) {
  const { t, path, language } = useT();
  const videos = videosOf(culture);
  const { title, description } = cultureTexts(culture, language);
  return (
    <div className="catalogue-detail">
      <Gallery images={[culture.image, ...culture.gallery]} alt={title.text} />
      <div className="catalogue-detail__text">
        <p className="catalogue-detail__category">{t(`categories.culture.${culture.category}`)}</p>
        <p className="catalogue-detail__body" lang={description.lang}>
          {description.text}
        </p>
      </div>
      <section className="catalogue-detail__section" aria-label={t('catalogue.video')}>
        <h3>{t('catalogue.video')}</h3>
        {videos.length > 0 ? (
          <ul className="video-list">
            {videos.map((video) => (
              <li key={video}>
                <VideoEmbed video={video} title={title.text} />
              </li>
            ))}
          </ul>
        ) : (
          <VideoPlaceholder />
        )}
      </section>
      {showPackagesLink && (
        <aside className="catalogue-detail__cta">
          <p>{t('culture.invitation')}</p>
          <Link to={path('/paket-wisata')} className="button button--primary">
            {t('culture.viewPackages')}
          </Link>
        </aside>
      )}
    </div>
  );
}
