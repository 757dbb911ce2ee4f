import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { useT } from '../../i18n/language.tsx';

const QUICK_ACCESS = [
  { to: '/destinasi', icon: 'island', title: 'home.quick.destinations', text: 'home.quick.destinationsText' },
  { to: '/paket-wisata', icon: 'compass', title: 'home.quick.packages', text: 'home.quick.packagesText' },
  { to: '/budaya', icon: 'mask', title: 'home.quick.culture', text: 'home.quick.cultureText' },
  { to: '/umkm', icon: 'bag', title: 'home.quick.umkm', text: 'home.quick.umkmText' },
  { to: '/artikel', icon: 'article', title: 'home.quick.articles', text: 'home.quick.articlesText' },
  { to: '/kontak', icon: 'mail', title: 'home.quick.contact', text: 'home.quick.contactText' },
] as const;

/** Static links: painted even when the home data cannot be fetched. */
export function QuickAccess() {
  const { t, path } = useT();
  return (
    <section className="section container" aria-labelledby="quick-access-title">
      <div className="section__header">
        <h2 id="quick-access-title">{t('home.quick.title')}</h2>
        <p>{t('home.quick.lead')}</p>
      </div>
      <ul className="tile-grid">
        {QUICK_ACCESS.map((tile) => (
          <li key={tile.to}>
            <Link className="tile" to={path(tile.to)}>
              <span className="tile__icon">
                <Icon name={tile.icon} size={26} />
              </span>
              <span className="tile__title">{t(tile.title)}</span>
              <span className="tile__text">{t(tile.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
