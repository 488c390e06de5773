import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { useHttpStatus } from '../../lib/head';
import { t } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** Any unknown address (status 404). */
export default function NotFoundPage() {
  usePageTitle(t('Page not found'));
  useHttpStatus(404);
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('Page not found')}</h1>
      <p className="mt-2 max-w-md text-muted">{t('The page you are looking for does not exist or has moved.')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('Back to home')}
      </Link>
    </section>
  );
}
