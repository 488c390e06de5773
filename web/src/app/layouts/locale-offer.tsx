import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_COOKIE, LOCALE_NAMES, type Locale, localePath, preferredLocale } from '../../../../common/i18n';
import { currentLocale } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { rememberLocale } from './language-switcher';

/** The offer, written in the language it offers (the reader may not read the page's). */
const OFFER: Record<Locale, { text: string; action: string; close: string }> = {
  en: { text: 'This page is also in English.', action: 'Read in English', close: 'Close' },
  fr: { text: 'Cette page existe aussi en français.', action: 'Lire en français', close: 'Fermer' },
};

const chosen = () => typeof document !== 'undefined' && new RegExp(`(^|; )${LOCALE_COOKIE}=`).test(document.cookie);

/**
 * A first visit whose browser prefers the other language is offered it (issue 20), once: never a redirect, as
 * crawlers and shared links get the page they asked for. Shown after hydration, fixed above the page (nothing
 * moves, and it stays clear of the footer's switcher); choosing or closing it remembers the choice in the switcher's cookie.
 */
export function LocaleOffer() {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || chosen()) return null;
  const wanted = preferredLocale(navigator.languages?.join(',') || navigator.language);
  if (wanted === currentLocale()) return null;
  const offer = OFFER[wanted];
  return (
    <aside
      lang={wanted}
      aria-label={LOCALE_NAMES[wanted]}
      className="fixed top-16 right-3 z-50 flex max-w-xs items-center gap-3 rounded-xl border border-line bg-surface p-3 text-sm shadow-lg md:top-4"
    >
      <p className="flex-1">{offer.text}</p>
      <a
        href={`${localePath(pathname, wanted)}${search}`}
        hrefLang={wanted}
        onClick={() => rememberLocale(wanted)}
        className="shrink-0 font-semibold text-brand-700 hover:underline"
      >
        {offer.action}
      </a>
      <button
        type="button"
        aria-label={offer.close}
        onClick={() => {
          rememberLocale(currentLocale());
          setClosed(true);
        }}
        className="rounded p-1 text-muted hover:bg-black/5"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </aside>
  );
}
