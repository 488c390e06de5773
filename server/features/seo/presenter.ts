import { articlePath } from '../../../common/articles';
import { LOCALES, localePath } from '../../../common/i18n';
import type { ArticleCard } from '../../../common/schemas/articles';

export const SITE = 'AfriFounders';

/** Escapes text for XML and HTML attributes and text. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * Text that a feed reader may render as HTML (an item's title and description): escaped for HTML, then the
 * result escaped for XML. A reader unescapes the XML once and still sees escaped HTML, so markup in a
 * summary shows as text and never comes back to life.
 */
export const feedText = (s: string) => esc(esc(s));

const absolute = (origin: string, url: string) => (/^https?:/.test(url) ? url : `${origin}${url}`);

/** The public address of an article, absolute (the one rule of common/articles.ts). */
export const articleUrl = (origin: string, a: ArticleCard) => absolute(origin, articlePath(a));

export function rssXml(origin: string, items: ArticleCard[]) {
  const item = (a: ArticleCard) =>
    `<item><title>${feedText(a.title)}</title><link>${esc(articleUrl(origin, a))}</link><guid isPermaLink="false">${a._id}</guid><pubDate>${new Date(a.createdAt).toUTCString()}</pubDate><description>${feedText(a.summary)}</description>${a.category ? `<category>${esc(a.category)}</category>` : ''}</item>`;
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${SITE}</title><link>${esc(origin)}/blog</link><atom:link href="${esc(origin)}/rss.xml" rel="self" type="application/rss+xml"/><description>Articles for African tech founders and startups.</description><language>en</language>${items.map(item).join('')}</channel></rss>`;
}

/** A sitemap index (sitemaps.org): one `<sitemap>` per child file, with its newest change when known. */
export function sitemapIndexXml(origin: string, children: Array<{ path: string; lastmod?: string }>) {
  const child = (c: { path: string; lastmod?: string }) =>
    `<sitemap><loc>${esc(absolute(origin, c.path))}</loc>${c.lastmod ? `<lastmod>${c.lastmod}</lastmod>` : ''}</sitemap>`;
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${children.map(child).join('')}</sitemapindex>`;
}

/**
 * A sitemap of pages in every language (issue 20): each page's address per language, each listing all of them
 * as alternates (hreflang, the English one also as x-default), as search engines ask of translated pages.
 */
export function sitemapXml(origin: string, pages: Array<{ path: string; lastmod?: string }>) {
  const url = (p: { path: string; lastmod?: string }) => {
    const alternates = [...LOCALES.map((l) => [l, localePath(p.path, l)]), ['x-default', p.path]]
      .map(([l, path]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(absolute(origin, path!))}"/>`)
      .join('');
    const lastmod = p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : '';
    return LOCALES.map(
      (l) => `<url><loc>${esc(absolute(origin, localePath(p.path, l)))}</loc>${lastmod}${alternates}</url>`,
    ).join('');
  };
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${pages.map(url).join('')}</urlset>`;
}

export { absolute };
