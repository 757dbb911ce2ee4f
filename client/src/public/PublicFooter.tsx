import { Link } from 'react-router-dom';
import { BrandMark } from './BrandMark.tsx';
import { PUBLIC_NAV } from './navigation.ts';
import { SITE_IDENTITY } from './siteIdentity.ts';

const SOCIAL_LABELS: Record<keyof typeof SITE_IDENTITY.social, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter / X',
};

export function PublicFooter() {
  const { contact, social } = SITE_IDENTITY;
  const socialLinks = (Object.keys(social) as (keyof typeof social)[]).filter((key) => social[key]);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <div className="site-footer__brand">
            <BrandMark size={44} />
            <h2 id="footer-about">
              {SITE_IDENTITY.islandName}
              <span>{SITE_IDENTITY.villageName}</span>
            </h2>
          </div>
          <p>{SITE_IDENTITY.description}</p>
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links">Tautan Cepat</h2>
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Kontak</h2>
          <address className="site-footer__contact">
            <p>{contact.address}</p>
            <p>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </p>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </address>
        </section>

        {socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Ikuti Kami</h2>
            <ul className="site-footer__social">
              {socialLinks.map((key) => (
                <li key={key}>
                  <a href={social[key]} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[key]}
                    <span className="visually-hidden"> (membuka tab baru)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {SITE_IDENTITY.villageName}, {SITE_IDENTITY.islandName}. {SITE_IDENTITY.credit}.
          </p>
        </div>
      </div>
    </footer>
  );
}
