import { matchRoutes, type RouteObject } from 'react-router';
import { currentBase } from '../lib/i18n';

/**
 * Loads a page's code as soon as the visitor shows the intent to open it (a pointer over, a touch on or the focus
 * on a link to it), so the click usually finds it loaded. The entry does not list every page's chunks for
 * preloading (that list cost every first load 2 KB gzip, issue 7); a page's chunk and its imports load together
 * here, before the click. Links are matched under the page's language's basename ('/fr/blog' on French pages).
 * Returns the clean-up.
 */
export function prefetchOnIntent(routes: RouteObject[]): () => void {
  const seen = new Set<string>();
  const onIntent = (e: Event) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (
      !(link instanceof HTMLAnchorElement) ||
      link.origin !== window.location.origin ||
      link.target ||
      link.hasAttribute('download')
    )
      return;
    const path = link.pathname;
    if (seen.has(path)) return;
    seen.add(path);
    for (const { route } of matchRoutes(routes, path, currentBase() || undefined) ?? []) {
      if (typeof route.lazy === 'function') route.lazy().catch(() => seen.delete(path));
    }
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
}
