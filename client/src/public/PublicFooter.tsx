import type { SocialSettings } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/language.tsx';
import { FOOTER_NAV } from './navigation.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';
import { telHref, whatsappHref } from './contactLinks.ts';

const SOCIAL_LABELS: Record<keyof SocialSettings, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter / X',
};
const SOCIAL_ORDER: (keyof SocialSettings)[] = ['instagram', 'tiktok', 'youtube', 'twitter'];

export function PublicFooter() {
  const { settings, islandName, villageName } = useSiteSettings();
  const { t, path } = useT();
  const { contact, social, general } = settings;
  const socialLinks = SOCIAL_ORDER.filter((key) => social[key]);
  const hasContact = Boolean(contact.address || contact.phone || contact.whatsapp || contact.email);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {/* Not a named region: its name (the island's) would repeat the home hero's landmark. */}
        <section className="site-footer__about">
          <div className="site-footer__brand">
            <SiteLogo size={44} />
            <h2>
              {islandName}
              {villageName && <span>{villageName}</span>}
            </h2>
          </div>
          {general.description && <p>{general.description}</p>}
        </section>

        <nav className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={path(item.to)}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {hasContact && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('footer.contact')}</h2>
            <address className="site-footer__contact">
              {contact.address && <p>{contact.address}</p>}
              {contact.phone && (
                <p>
                  <a href={telHref(contact.phone)}>{t('footer.phone', { phone: contact.phone })}</a>
                </p>
              )}
              {contact.whatsapp && (
                <p>
                  <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                    WhatsApp {contact.whatsapp}
                    <span className="visually-hidden">{t('common.newTab')}</span>
                  </a>
                </p>
              )}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              )}
            </address>
          </section>
        )}

        {socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.follow')}</h2>
            <ul className="site-footer__social">
              {socialLinks.map((key) => (
                <li key={key}>
                  <a href={social[key]} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[key]}
                    <span className="visually-hidden">{t('common.newTab')}</span>
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
            © {year} {[villageName, islandName].filter(Boolean).join(', ')}. {t('footer.credit')}.
          </p>
        </div>
      </div>
    </footer>
  );
}
