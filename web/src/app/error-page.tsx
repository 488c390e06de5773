import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../components/button';
import { Logo } from '../components/logo';
import { localized, t } from '../lib/i18n';
import { usePageTitle } from '../lib/use-page-title';

/** The router's error screen (part 1 §2.4): 'Unexpected Application Error!'. */
export function ErrorPage() {
  const error = useRouteError();
  usePageTitle(t('Unexpected error'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <div>
        <h1 className="text-2xl font-bold">{t('Unexpected Application Error!')}</h1>
        {detail && <p className="mt-2 max-w-md text-sm break-words text-muted">{detail}</p>}
      </div>
      <div className="flex gap-3">
        <a href={localized('/')} className={buttonClass('primary')}>
          {t('Go to home page')}
        </a>
        <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
          {t('Reload')}
        </button>
      </div>
    </main>
  );
}
