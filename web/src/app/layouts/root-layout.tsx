import { Outlet, useNavigation } from 'react-router';
import { RouteEffects } from '../route-effects';
import { MemberLocale } from './member-locale';
import { t } from '../../lib/i18n';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('Skip to content')}
      </a>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-brand-500"
          role="progressbar"
          aria-label={t('Loading page')}
        />
      )}
      <RouteEffects />
      <MemberLocale />
      <Outlet />
    </>
  );
}
