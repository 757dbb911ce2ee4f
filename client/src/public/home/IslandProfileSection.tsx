import type { IslandProfileSettings } from '@island/shared';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { useT } from '../../i18n/language.tsx';

export interface IslandProfileSectionProps {
  islandName: string;
  profile: IslandProfileSettings;
  gallery: readonly string[];
}

const FACTS = [
  { key: 'location', label: 'home.profile.location' },
  { key: 'population', label: 'home.profile.population' },
  { key: 'best_time', label: 'home.profile.bestTime' },
] as const;

/** The island profile from the settings; a part staff left empty is left out. */
export function IslandProfileSection({ islandName, profile, gallery }: IslandProfileSectionProps) {
  const { t } = useT();
  const facts = FACTS.filter((fact) => profile[fact.key]);
  const hasStory = Boolean(profile.history_description || profile.community_values);
  if (!hasStory && facts.length === 0 && gallery.length === 0) return null;

  return (
    <section className="section home-profile" aria-labelledby="profile-title">
      <div className="container">
        <div className="section__header">
          <h2 id="profile-title">{t('home.profile.title', { island: islandName })}</h2>
          <p>{t('home.profile.lead')}</p>
        </div>
        <div className="home-profile__grid">
          {hasStory && (
            <div className="home-profile__story">
              {profile.history_description && (
                <>
                  <h3>{t('home.profile.history')}</h3>
                  <p>{profile.history_description}</p>
                </>
              )}
              {profile.community_values && (
                <>
                  <h3>{t('home.profile.values')}</h3>
                  <p>{profile.community_values}</p>
                </>
              )}
            </div>
          )}
          {facts.length > 0 && (
            <dl className="home-profile__facts">
              {facts.map((fact) => (
                <div key={fact.key} className="home-profile__fact">
                  <dt>{t(fact.label)}</dt>
                  <dd>{profile[fact.key]}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {gallery.length > 0 && (
          <ul className="home-profile__gallery" aria-label={t('home.profile.gallery', { island: islandName })}>
            {gallery.slice(0, 6).map((src, index) => (
              <li key={`${src}-${index}`}>
                <ImageWithFallback src={src} alt={t('home.profile.photo', { island: islandName, number: index + 1 })} width={600} height={400} sizes="(min-width: 48rem) 30vw, 50vw" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
