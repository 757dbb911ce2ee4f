import { loginInput, TEXTS } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { FullPageSpinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { SiteLogo } from '../SiteLogo.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Signing in flips the status; this same redirect then takes the visitor on.
  if (status === 'signed-in') return <Navigate to={targetFrom(location.state)} replace />;
  if (status === 'loading') return <FullPageSpinner />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginInput.safeParse({ email: data.get('email') ?? '', password: data.get('password') ?? '' });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
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
          <div className="field">
            <label htmlFor="login-email">Username atau Email</label>
            <input
              ref={emailRef}
              id="login-email"
              name="email"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? 'login-email-error' : undefined}
              onChange={() => fieldErrors.email && setFieldErrors((e) => ({ ...e, email: undefined }))}
            />
            {fieldErrors.email && (
              <p id="login-email-error" className="field__error">
                {fieldErrors.email}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              ref={passwordRef}
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
              onChange={() => fieldErrors.password && setFieldErrors((e) => ({ ...e, password: undefined }))}
            />
            {fieldErrors.password && (
              <p id="login-password-error" className="field__error">
                {fieldErrors.password}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
            {submitting && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Login
          </button>
        </form>
      </div>
    </div>
  );
}
