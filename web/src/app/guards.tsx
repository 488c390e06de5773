import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { homeForRoles, useAuth } from '../lib/auth';
import { t } from '../lib/i18n';

import { LOGIN_PROMPT } from '../lib/sign-in';

/**
 * Route guard (part 2 §2 screen 10, part 3 §6): spinner while the session loads, /login with the
 * return address when signed out, the user's own area when the role does not fit.
 */
export function RequireRole({ area, children }: { area: '/admin' | '/user'; children: ReactNode }) {
  const { isLoading, user } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label={t('Checking your session')} />;
  if (!user) return <Navigate to="/login" replace state={{ from: location, message: LOGIN_PROMPT }} />;
  const home = homeForRoles(user.roles);
  if (home !== area) return <Navigate to={home} replace />;
  return <>{children}</>;
}
