import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type Locale, LOCALE_COOKIE, LOCALE_NAMES, LOCALE_SWITCH_HINTS, localePath } from '../../../../common/i18n';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toFormData } from '../../lib/form-data';
import { currentLocale } from '../../lib/i18n';

/** A year: a visitor's choice of language outlives the session. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Remembers a visitor's choice of language (the switcher, the first visit's offer). */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, read by the first visit's offer
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The other language's address of the page being read (issue 20). A plain link, so it works without
 * JavaScript; with it, the choice is remembered: in a cookie for a visitor, on the profile for a member (their
 * next sign-in, on any device, opens their language).
 */
export function LanguageSwitcher({ className, label }: { className?: string; label?: (text: string) => ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { user } = useAuth();
  const other = currentLocale() === 'en' ? 'fr' : 'en';
  const href = `${localePath(pathname, other)}${search}${hash}`;
  const name = LOCALE_NAMES[other];

  async function choose(e: React.MouseEvent<HTMLAnchorElement>) {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    rememberLocale(other);
    if (user) await api.patch('/user/profile', toFormData({ locale: other })).catch(() => undefined);
    window.location.assign(href);
  }

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={choose}
      className={className}
      title={LOCALE_SWITCH_HINTS[other]}
    >
      <span
        aria-hidden
        className="inline-flex h-5 w-5 shrink-0 items-center justify-center text-[11px] font-bold uppercase"
      >
        {other}
      </span>
      {label ? label(name) : name}
    </a>
  );
}
