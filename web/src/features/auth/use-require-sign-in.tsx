import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { LOGIN_PROMPT, type LoginState } from '../../lib/sign-in';

/**
 * A page for signed-in people only (create and edit article): the user, or what to show instead: a spinner
 * while the session loads, then a redirect to /login that returns here.
 */
export function useRequireSignIn() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return { user: null, fallback: <PageSpinner label={t('Checking your session')} /> } as const;
  if (!user) {
    const state: LoginState = { from: location, message: LOGIN_PROMPT };
    return { user: null, fallback: <Navigate to="/login" replace state={state} /> } as const;
  }
  return { user, fallback: null } as const;
}
