import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { LoginForm } from '../../features/auth/schemas';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { homeForRoles, useAuth } from '../../lib/auth';
import { firstErrorMessage } from '../../lib/form';

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

  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const user = await login(email, password);
      navigate(from?.pathname ? from : homeForRoles(user.roles), { replace: true });
    } catch (err) {
      setServerError({
        text: errorMessage(err, 'Invalid credentials'),
        unverified: err instanceof ApiError && err.status === 403 && /verify/i.test(err.message),
      });
    }
  });

  const error = firstErrorMessage(formState.errors) ?? serverError?.text;

  return (
    <>
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        className="-mt-2 mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Go Back
      </button>
      <AuthHeading title="Welcome back">Log in to continue to your community.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {message && <Alert tone="info">{message}</Alert>}
        <FormError message={error}>
          {serverError?.unverified && !firstErrorMessage(formState.errors) && (
            <>
              {' '}
              <Link to="/resend-verification" className="font-semibold underline">
                Resend verification email
              </Link>
            </>
          )}
        </FormError>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...register('password')} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot Password
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          Log in
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        New here?{' '}
        <Link to="/registration" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}
