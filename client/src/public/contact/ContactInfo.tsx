import { mapEmbedUrl, mapLinkFromCoordinates } from '../../ui/mapEmbed.ts';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { telHref, whatsappHref } from '../contactLinks.ts';
import { useT } from '../../i18n/language.tsx';

/** Address, numbers and map from the contact settings (the same cached answer the header reads). */
export function ContactInfo() {
  const { settings, islandName, loaded } = useSiteSettings();
  const { t } = useT();
  const contact = settings.contact;
  const map = mapEmbedUrl(contact);
  const mapLink = mapLinkFromCoordinates(contact.latitude, contact.longitude);

  return (
    <aside className="contact-info" aria-labelledby="contact-info-title" aria-busy={!loaded}>
      <div className="card">
        <h2 id="contact-info-title" className="contact-info__title">
          {t('contact.info')}
        </h2>
        <dl className="contact-info__list">
          {contact.address && (
            <div>
              <dt>{t('contact.address')}</dt>
              <dd>
                <address>{contact.address}</address>
              </dd>
            </div>
          )}
          {contact.phone && (
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </div>
          )}
          {contact.whatsapp && (
            <div>
              <dt>{t('contact.whatsapp')}</dt>
              <dd>
                <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                  {contact.whatsapp}
                  <span className="visually-hidden">{t('common.newTab')}</span>
                </a>
              </dd>
            </div>
          )}
          {contact.email && (
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          )}
        </dl>
      </div>
      {map && (
        <div className="contact-map">
          <iframe src={map} title={t('catalogue.mapTitle', { place: islandName })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        </div>
      )}
      {mapLink && (
        <a className="button button--ghost contact-info__map-link" href={mapLink} target="_blank" rel="noopener noreferrer">
          {t('contact.openMaps')}
          <span className="visually-hidden">{t('common.newTab')}</span>
        </a>
      )}
    </aside>
  );
}
