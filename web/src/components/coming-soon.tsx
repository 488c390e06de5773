import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';
import { usePageTitle } from '../lib/use-page-title';
import { buttonClass } from './button';

/** The one placeholder for pages that later issues fill. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  usePageTitle(title);
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="card mx-auto max-w-lg px-6 py-12 text-center">
        <span className="mx-auto mb-5 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Hourglass aria-hidden className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-lg font-medium text-brand-700">{t('Coming Soon')}</p>
        <p className="mt-3 text-sm text-muted">
          {description ?? t('We are building this part of the platform. Check back soon.')}
        </p>
        <Link to="/" className={buttonClass('secondary', 'md', 'mt-8')}>
          {t('Back to home')}
        </Link>
      </div>
    </section>
  );
}
