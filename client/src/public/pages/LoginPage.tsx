import { loginInput, TEXTS } from '@island/shared';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { SiteLogo } from '../SiteLogo.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';
import { useT } from '../../i18n/language.tsx';


/** Where to go after signing in: the page the guard turned the visitor away from, or the admin area. */
function targetFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/admin';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Sent here signed in, from a screen the account may not open: the form shows, to sign in with another account. */
function switchingAccount(state: unknown): boolean {
  return (state as { switchAccount?: boolean } | null)?.switchAccount === true;
}

export function LoginPage() {
  const { t, message } = useT();
  useDocumentTitle(t('login.title'));
  const { status, login } = useAuth();
  const { islandName, villageName } = useSiteSettings();
  const location = useLocation();
  const form = useZodForm(loginInput, { defaultValues: { email: '', password: '' } });
  const [formError, setFormError] = useState('');
  const [switching, setSwitching] = useState(() => switchingAccount(location.state));
  const submitting = form.formState.isSubmitting;

  // Checked with the shared schema first; the first field in error takes the focus.
  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      setFormError('');
      const result = await login(email, password);
      if (!result.ok) {
        setFormError(result.message || TEXTS.loginRejected);
        form.setFocus('password', { shouldSelect: true });
      } else {
        setSwitching(false);
      }
    },
    () => setFormError(''),
  );

  // Signing in flips the status; this same redirect then takes the visitor on.
  if (status === 'signed-in' && !switching) return <Navigate to={targetFrom(location.state)} replace />;
  if (status === 'loading') return <FullPageSpinner />;

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__brand">
          <SiteLogo size={48} />
          <div>
            <p className="login-card__island">{islandName}</p>
            {villageName && <p className="login-card__village">{villageName}</p>}
          </div>
        </div>
        <h1 className="login-card__title">{t('login.heading')}</h1>
        <p className="login-card__lead">{t('login.lead')}</p>

        {switching && status === 'signed-in' && <p className="form-alert form-alert--info">Halaman tersebut khusus Superadmin. Masuk dengan akun Superadmin untuk membukanya.</p>}
        {formError && (
          <p className="form-alert" role="alert">
            {message(formError)}
          </p>
        )}

        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
          <Field form={form} name="email" label={t('login.username')} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <Field form={form} name="password" label={t('login.password')} type="password" autoComplete="current-password" />
          <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
            {submitting && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            {t('login.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

export default LoginPage;
