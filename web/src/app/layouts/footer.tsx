import { Link } from 'react-router';
import { BOTTOM_BAR_TAGLINE, FOOTER_TAGLINE } from '../../../../common/constants';
import { Button } from '../../components/button';
import { Logo } from '../../components/logo';
import { SOCIAL_NETWORKS, SocialIcon } from '../../components/social-icons';
import { useJoinAction } from '../../features/auth/use-join-action';
import { msg, t } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

const FOOTER_LINKS = [
  { to: '/blog', label: msg('Blog') },
  { to: '/videos', label: msg('Videos') },
  { to: '/user/community', label: msg('Communities') },
  { to: '/event', label: msg('Events') },
  { to: '/about', label: msg('About Us') },
  { to: '/contact', label: msg('Contact') },
  { to: '/terms', label: msg('Terms of Service') },
  { to: '/privacy', label: msg('Privacy Policy') },
];

export function Footer() {
  return (
    // The id: web/index.html's first paint waits until the parser reaches it (the page's <main> is parsed).
    <footer id="footer" className="border-t border-line bg-surface">
      <div className="container-page grid gap-8 py-10 md:grid-cols-[1.2fr_2fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted">{t(FOOTER_TAGLINE)}</p>
          <ul className="mt-4 flex gap-2" aria-label={t('Social media')}>
            {SOCIAL_NETWORKS.map((name) => (
              <li key={name}>
                {/* The documents give these icons no target. */}
                <button
                  type="button"
                  aria-label={name}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-line text-muted hover:border-brand-500 hover:text-brand-600"
                >
                  <SocialIcon name={name} />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('Footer')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm sm:grid-cols-4">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-muted hover:text-brand-700">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex items-center justify-between gap-4 py-4 text-xs text-muted">
          <p>{t('© {year} AfriFounders. All rights reserved.', { year: new Date().getFullYear() })}</p>
          <LanguageSwitcher className="font-medium text-brand-700 hover:underline" />
        </div>
      </div>
    </footer>
  );
}

/** Fixed bottom bar, hidden on small screens. */
export function BottomBar() {
  const join = useJoinAction();
  return (
    <div
      role="region"
      aria-label={t('Join the community')}
      className="fixed inset-x-0 bottom-0 z-30 hidden border-t border-line bg-surface/95 backdrop-blur md:left-[60px] md:block"
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Logo withText={false} />
        <p className="flex-1 truncate text-sm font-medium">{t(BOTTOM_BAR_TAGLINE)}</p>
        <Button size="sm" onClick={join}>
          {t('Join')}
        </Button>
        <Button size="sm" variant="secondary" onClick={join}>
          {t('Content')}
        </Button>
        <Link to="/blog" className="text-sm font-medium text-brand-700 hover:underline">
          {t('News letter')}
        </Link>
      </div>
    </div>
  );
}
