import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { HeroScene } from '../HeroScene.tsx';
import { SITE_IDENTITY } from '../siteIdentity.ts';

const HERO_STATS = [
  { value: '5+', label: 'Destinasi wisata' },
  { value: '50+', label: 'Pengunjung bahagia' },
  { value: '24/7', label: 'Layanan bantuan' },
] as const;

const QUICK_ACCESS = [
  { to: '/destinasi', icon: 'island', title: 'Destinasi', text: 'Pantai, snorkeling, dan sudut alam pulau.' },
  { to: '/paket-wisata', icon: 'compass', title: 'Paket Wisata', text: 'Perjalanan lengkap bersama pemandu lokal.' },
  { to: '/budaya', icon: 'mask', title: 'Budaya', text: 'Tarian, kuliner, dan adat warga pesisir.' },
  { to: '/umkm', icon: 'bag', title: 'Produk UMKM', text: 'Kerajinan dan oleh-oleh buatan warga.' },
  { to: '/artikel', icon: 'article', title: 'Artikel', text: 'Cerita dan tips dari pulau.' },
  { to: '/kontak', icon: 'mail', title: 'Kontak', text: 'Tanya, pesan, atau bagikan pengalaman.' },
] as const;

export function HomePage() {
  useDocumentTitle('Beranda');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <HeroScene />
        <div className="container hero__content">
          <p className="hero__eyebrow">{SITE_IDENTITY.welcomeMessage}</p>
          <h1 id="hero-title" className="hero__title">
            {SITE_IDENTITY.islandName}
            <span className="hero__village">
              {SITE_IDENTITY.villageName}, {SITE_IDENTITY.region}
            </span>
          </h1>
          <p className="hero__lead">{SITE_IDENTITY.description}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to="/destinasi">
              Jelajahi Destinasi
            </Link>
            <Link className="button button--light button--large" to="/paket-wisata">
              Lihat Paket Wisata
            </Link>
          </div>
          <dl className="hero__stats">
            {HERO_STATS.map((stat) => (
              <div key={stat.label} className="hero__stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section container" aria-labelledby="quick-access-title">
        <div className="section__header">
          <h2 id="quick-access-title">Jelajahi Pulau</h2>
          <p>Semua yang perlu Anda ketahui sebelum menyeberang.</p>
        </div>
        <ul className="tile-grid">
          {QUICK_ACCESS.map((tile) => (
            <li key={tile.to}>
              <Link className="tile" to={tile.to}>
                <span className="tile__icon">
                  <Icon name={tile.icon} size={26} />
                </span>
                <span className="tile__title">{tile.title}</span>
                <span className="tile__text">{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
