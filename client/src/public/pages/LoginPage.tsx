import { loginInput, TEXTS } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { type FieldErrors, fieldErrorsFromIssues } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { SiteLogo } from '../SiteLogo.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';

type Field = 'email' | 'password';

/** Where to go after signing in: the page the guard turned the visitor away from, or the admin area. */
function targetFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/admin';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  useDocumentTitle('Login');
  const { status, login } = useAuth();
  const { islandName, villageName } = useSiteSettings();
  const location = useLocation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const clearError = (field: Field) => setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));

  // Signing in flips the status; this same redirect then takes the visitor on.
  if (status === 'signed-in') return <Navigate to={targetFrom(location.state)} replace />;
  if (status === 'loading') return <FullPageSpinner />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginInput.safeParse({ email: data.get('email') ?? '', password: data.get('password') ?? '' });
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues<Field>(parsed.error.issues);
      setFieldErrors(errors);
      setFormError('');
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setFormError('');
    setSubmitting(true);
    const result = await login(parsed.data.email, parsed.data.password);
    if (!result.ok) {
      setSubmitting(false);
      setFormError(result.message || TEXTS.loginRejected);
      passwordRef.current?.select();
    }
  }

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
        <h1 className="login-card__title">Masuk ke Akun Anda</h1>
        <p className="login-card__lead">Khusus pengelola, mitra UMKM, dan kontributor.</p>

        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}

        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
          <FormField id="login-email" label="Username atau Email" error={fieldErrors.email}>
            {(control) => (
              <input
                {...control}
                ref={emailRef}
                name="email"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                onChange={() => clearError('email')}
              />
            )}
          </FormField>
          <FormField id="login-password" label="Password" error={fieldErrors.password}>
            {(control) => (
              <input {...control} ref={passwordRef} name="password" type="password" autoComplete="current-password" required onChange={() => clearError('password')} />
            )}
          </FormField>
          <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
            {submitting && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Login
          </button>
        </form>
      </div>
    </div>
  );
}
