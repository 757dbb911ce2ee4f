import { trpc } from '../../trpc.ts';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { whatsappHref } from '../contactLinks.ts';
import { useT } from '../../i18n/language.tsx';

function initials(name: string): string {
  const letters = name
    .replace(/^(H|Hj|Dr|Ir)\.\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('');
}

/** The people visitors can reach, as staff keep them in Settings. Hidden while there are none. */
export function TeamList() {
  const { t } = useT();
  const team = trpc.team.list.useQuery();
  const members = team.data ?? [];
  if (members.length === 0) return null;
  return (
    <section className="container section team-section" aria-labelledby="team-title">
      <h2 id="team-title" className="team-section__title">
        {t('contact.team')}
      </h2>
      <ul className="team-list">
        {members.map((member) => (
          <li key={member.id} className="team-card card">
            {member.photo ? (
              <ImageWithFallback className="team-card__photo" src={member.photo} alt={t('contact.memberPhoto', { name: member.name })} width={96} height={96} />
            ) : (
              <span className="team-card__photo team-card__initials" aria-hidden="true">
                {initials(member.name)}
              </span>
            )}
            <div className="team-card__text">
              <h3 className="team-card__name">{member.name}</h3>
              <p className="team-card__role">{member.role}</p>
              {member.whatsapp && (
                <a className="team-card__whatsapp" href={whatsappHref(member.whatsapp)} target="_blank" rel="noopener noreferrer">
                  WhatsApp<span className="visually-hidden">{t('contact.memberWhatsapp', { name: member.name })}</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
