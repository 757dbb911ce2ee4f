import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';

const QUICK_ACCESS = [
  { to: '/destinasi', icon: 'island', title: 'Destinasi', text: 'Pantai, snorkeling, dan sudut alam pulau.' },
  { to: '/paket-wisata', icon: 'compass', title: 'Paket Wisata', text: 'Perjalanan lengkap bersama pemandu lokal.' },
  { to: '/budaya', icon: 'mask', title: 'Budaya', text: 'Tarian, kuliner, dan adat warga pesisir.' },
  { to: '/umkm', icon: 'bag', title: 'Produk UMKM', text: 'Kerajinan dan oleh-oleh buatan warga.' },
  { to: '/artikel', icon: 'article', title: 'Artikel', text: 'Cerita dan tips dari pulau.' },
  { to: '/kontak', icon: 'mail', title: 'Kontak', text: 'Tanya, pesan, atau bagikan pengalaman.' },
] as const;

/** Static links: painted even when the home data cannot be fetched. */
export function QuickAccess() {
  return (
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
  );
}
