import './contribute.css';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useT } from '../../i18n/language.tsx';

// The form (and its form library) loads only for a signed-in user who opens this tab.
const ContributeForm = lazy(() => import('./ContributeForm.tsx'));

/** The 'Artikel' tab (/kontak#contribute): signed-in users send an article for review. */
export function ContributeTab() {
  const { status, user } = useAuth();
  const location = useLocation();
  const { t, path } = useT();

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">{t('contact.contribute.title')}</h2>
      <p className="contact-tab__lead">{t('contact.contribute.lead')}</p>
      {status === 'loading' ? null : user ? (
        <Suspense fallback={<Spinner label={t('contact.contribute.loadingForm')} showLabel />}>
          <ContributeForm name={user.name} email={user.email} />
        </Suspense>
      ) : (
        <div className="form-notice" role="note">
          <p>{t('contact.contribute.loginFirst')}</p>
          <Link className="button button--primary" to={path('/login')} state={{ from: { pathname: location.pathname, search: location.search, hash: '#contribute' } }}>
            {t('contact.contribute.login')}
          </Link>
        </div>
      )}
    </div>
  );
}
