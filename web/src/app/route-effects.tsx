import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applied } from '../lib/head';
import { firstHydration } from '../lib/use-hydrated';

/**
 * On every path change after the first render: scroll to the top and point the canonical link at the new
 * path (part 1 §2.4). The server already sent the right canonical link with the first page.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger; the address is read from the browser
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The page is interactive once all of it has hydrated (browser tests wait for this mark after loading).
      void firstHydration.complete.then(() => {
        document.documentElement.dataset.hydrated = '';
      });
      return;
    }
    window.scrollTo(0, 0);
    // A page that declared its head has set its canonical link already (effects run child first). The address is
    // the browser's: the router's path leaves out the language's prefix (/fr).
    const path = window.location.pathname;
    if (applied.path === path) return;
    const href = `${window.location.origin}${path}`;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      link.setAttribute('data-head', '');
      document.head.appendChild(link);
    }
    link.href = href;
    document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', href);
  }, [pathname]);
  return null;
}
