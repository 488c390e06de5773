import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { t } from '../../lib/i18n';

/** Account screens: a calm, centred card without the site chrome (a lazy route module: only they load it). */
export default function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-canvas">
      <header className="container-page flex h-16 items-center">
        <Link to="/" aria-label={t('AfriFounders home')}>
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <noscript>
            <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('Signing in and creating an account need JavaScript. Please turn it on in your browser to continue.')}
            </p>
          </noscript>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
