import './language-switch.css';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../i18n/language.tsx';
import { localizedPath, unprefixedPath } from '../i18n/paths.ts';

/**
 * Offers the other language for the same page: `/destinasi?kategori=x` ↔ `/en/destinasi?kategori=x`.
 * Shows the other language's code; it is named, in full, in the language it leads to, so a
 * reader of that language recognises it.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language } = useT();
  const { pathname, search, hash } = useLocation();
  const other = language === 'id' ? 'en' : 'id';
  const to = `${localizedPath(other, unprefixedPath(pathname))}${search}${hash}`;
  return (
    <Link className={`language-switch ${className}`} to={to} hrefLang={other} lang={other} title={t('language.switchTo')} preventScrollReset>
      <span aria-hidden="true" className="language-switch__code">
        {other.toUpperCase()}
      </span>
      <span className="language-switch__name">{t('language.switchLabel')}</span>
    </Link>
  );
}
