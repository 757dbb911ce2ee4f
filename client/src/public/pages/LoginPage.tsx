import './login.css';
import { loginInput, TEXTS } from '@island/shared';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type SecondStep, useAuth } from '../../auth/AuthProvider.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { FieldLayout } from '../../ui/form/FieldLayout.tsx';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { SiteLogo } from '../SiteLogo.tsx';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { useT } from '../../i18n/language.tsx';
import { unprefixedPath } from '../../i18n/paths.ts';

/** Where to go after signing in: the page the guard turned the visitor away from, or the admin area. */
function targetFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || unprefixedPath(from.pathname) === '/login') return '/admin';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Sent here signed in, from a screen the account may not open: the form shows, to sign in with another account. */
function switchingAccount(state: unknown): boolean {
  return (state as { switchAccount?: boolean } | null)?.switchAccount === true;
}

export default function LoginPage() {
  const { t, message } = useT();
  useDocumentTitle(t('login.title'));
  const { status, login } = useAuth();
  const { islandName, villageName } = useSiteSettings();
  const location = useLocation();
  const form = useZodForm(loginInput, { defaultValues: { email: '', password: '' } });
  const [formError, setFormError] = useState('');
  const [switching, setSwitching] = useState(() => switchingAccount(location.state));
  // The account signs in in two steps: e-mail and password were right, the code comes next.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const submitting = form.formState.isSubmitting;

  // Checked with the shared schema first; the first field in error takes the focus.
  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      setFormError('');
      const result = await login(email, password);
      if (result.ok) {
        setSwitching(false);
        return;
      }
      if (result.needsCode) {
        setCredentials({ email, password });
        return;
      }
      setFormError(result.message || TEXTS.loginRejected);
      form.setFocus('password', { shouldSelect: true });
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
        {credentials ? (
          <SecondStepForm
            signIn={(step) => login(credentials.email, credentials.password, step)}
            onBack={() => {
              setCredentials(null);
              form.setValue('password', '');
            }}
          />
        ) : (
          <>
        <h1 className="login-card__title">{t('login.heading')}</h1>
        <p className="login-card__lead">{t('login.lead')}</p>

        {switching && status === 'signed-in' && <p className="form-alert form-alert--info">{t('login.superadminOnly')}</p>}
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
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The second step: the six-digit code from the authenticator app, or one of the recovery codes
 * shown when two-step sign-in was turned on. A wrong code keeps the person here to try again.
 */
function SecondStepForm({ signIn, onBack }: { signIn: (step: SecondStep) => Promise<{ ok: boolean; message?: string }>; onBack: () => void }) {
  const { t, message } = useT();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = code.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!useRecovery && !/^\d{6}$/.test(trimmed.replace(/\s+/g, ''))) {
      setError(t('login.secondStep.codeFormat'));
      return;
    }
    if (useRecovery && trimmed === '') {
      setError(t('login.secondStep.recoveryRequired'));
      return;
    }
    setBusy(true);
    setError('');
    const result = await signIn(useRecovery ? { recoveryCode: trimmed } : { totp: trimmed.replace(/\s+/g, '') });
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? TEXTS.totpInvalid);
      setCode('');
    }
  }

  const inputId = useRecovery ? 'login-recovery-code' : 'login-totp';
  return (
    <>
      <h1 className="login-card__title">{t('login.secondStep.title')}</h1>
      <p className="login-card__lead">
        {useRecovery ? t('login.secondStep.leadRecovery') : t('login.secondStep.leadCode')}
      </p>
      {error && (
        <p className="form-alert" role="alert">
          {message(error)}
        </p>
      )}
      <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <FieldLayout key={inputId} id={inputId} label={useRecovery ? t('login.secondStep.recoveryCode') : t('login.secondStep.code')}>
          {(control) => (
            <input
              {...control}
              className="login-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              autoCapitalize={useRecovery ? 'characters' : 'none'}
              spellCheck={false}
              maxLength={useRecovery ? 40 : 7}
              placeholder={useRecovery ? 'ABCD-EFGH-JKLM-NPQR' : '123456'}
              aria-invalid={error ? true : undefined}
            />
          )}
        </FieldLayout>
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
          {t('login.secondStep.verify')}
        </button>
      </form>
      <div className="login-card__alternatives">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setUseRecovery((value) => !value);
            setCode('');
            setError('');
          }}
        >
          {useRecovery ? t('login.secondStep.useCode') : t('login.secondStep.useRecovery')}
        </button>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('login.secondStep.back')}
        </button>
      </div>
    </>
  );
}

