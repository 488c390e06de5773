import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import type { LoginForm } from '../../features/auth/schemas';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { homeForRoles, useAuth } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { lazySchema, useLightForm } from '../../lib/light-form';

const rules = lazySchema(() => import('../../features/auth/schemas').then((m) => m.LoginForm));

interface LoginState {
  from?: Partial<Location>;
  message?: string;
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  // The navigation state is read once, then cleared so the message does not come back on reload.
  const [{ from, message }] = useState<LoginState>(() => (location.state as LoginState | null) ?? {});
  const [serverError, setServerError] = useState<{ text: string; unverified: boolean } | null>(null);

  useEffect(() => {
    if (location.state) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const form = useLightForm(rules, async ({ email, password }: LoginForm) => {
    setServerError(null);
    try {
      const user = await login(email, password);
      navigate(from?.pathname ? from : homeForRoles(user.roles), { replace: true });
    } catch (err) {
      setServerError({
        text: errorMessage(err, t('Invalid credentials')),
        // The API's message is in the page's language: 'verify' or 'vérifier'.
        unverified: err instanceof ApiError && err.status === 403 && /v[eé]rif/i.test(err.message),
      });
    }
  });

  const error = form.error ? t(form.error) : serverError?.text;

  return (
    <>
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        className="-mt-2 mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('Go Back')}
      </button>
      <AuthHeading title={t('Welcome back')}>{t('Log in to continue to your community.')}</AuthHeading>
      <form {...form.props} className="space-y-4">
        {message && <Alert tone="info">{t(message)}</Alert>}
        <FormError message={error}>
          {serverError?.unverified && !form.error && (
            <>
              {' '}
              <Link to="/resend-verification" className="font-semibold underline">
                {t('Resend verification email')}
              </Link>
            </>
          )}
        </FormError>
        <TextField label={t('Email')} type="email" autoComplete="email" name="email" />
        <PasswordField label={t('Password')} autoComplete="current-password" name="password" />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t('Forgot Password')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {t('Log in')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('New here?')}{' '}
        <Link to="/registration" className="font-semibold text-brand-700 hover:underline">
          {t('Sign up')}
        </Link>
      </p>
    </>
  );
}
