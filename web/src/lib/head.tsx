// The page's head (title, description, canonical link, Open Graph) and HTTP status, from the same render
// as the page: on the server a collector receives them while rendering (the server writes them into the
// HTML it sends); in the browser an effect applies them to document.head after each navigation.
import { createContext, useContext, useEffect } from 'react';
import { LOCALES, localePath, splitLocale } from '../../../common/i18n';
import { currentLocale, msg, t } from './i18n';

export const SITE_NAME = 'AfriFounders';
const TAGLINE = msg('Community for African tech founders');
const DESCRIPTION = msg(
  'AfriFounders: communities, articles, events, programs and a startup directory for African tech founders.',
);
/** The site's title and description in the page's language. */
export const defaultTitle = () => `${SITE_NAME} | ${t(TAGLINE)}`;
export const defaultDescription = () => t(DESCRIPTION);

export interface HeadData {
  /** The page's own title; the site name is appended. */
  title?: string;
  description?: string;
  /** Absolute or site-relative address of the image shared links show. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  /** The page's one address when several lead to it (an article's); the current path otherwise. */
  canonical?: string;
  /** 'noindex' keeps the page out of search engines (search results). */
  robots?: 'noindex';
}

/** What a server render collects: the last page to speak wins (pages render after their layouts). */
export interface HeadCollector {
  head: HeadData;
  status: number;
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = HeadContext.Provider;

export const newHeadCollector = (): HeadCollector => ({ head: {}, status: 200 });

export const fullTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : defaultTitle());

/** Declares the page's head. Undefined fields keep the defaults. */
export function useHead(data: HeadData) {
  const collector = useContext(HeadContext);
  if (collector) {
    for (const [k, v] of Object.entries(data)) if (v !== undefined) (collector.head as Record<string, unknown>)[k] = v;
  }
  const { title, description, image, type, publishedTime, canonical, robots } = data;
  useEffect(() => {
    applyHead({ title, description, image, type, publishedTime, canonical, robots });
  }, [title, description, image, type, publishedTime, canonical, robots]);
}

/** A page that is missing or hidden answers this status when rendered on the server (404). */
export function useHttpStatus(status: number | undefined) {
  const collector = useContext(HeadContext);
  if (collector && status) collector.status = status;
}

const absolute = (origin: string, url: string) =>
  /^https?:/i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The tags of a head, as [tag, attributes] pairs; the title is separate. `pathname` is the page's path as the
 * English pages name it: the canonical link is the page's own language's address, with the other languages'
 * as alternates (hreflang) and the English one as x-default.
 */
export function headTags(data: HeadData, origin: string, pathname: string): Array<[string, Record<string, string>]> {
  const path = data.canonical ?? pathname;
  const canonical = `${origin}${localePath(path, currentLocale())}`;
  const title = fullTitle(data.title);
  const description = data.description || defaultDescription();
  const tags: Array<[string, Record<string, string>]> = [
    ['meta', { name: 'description', content: description }],
    ['link', { rel: 'canonical', href: canonical }],
    ...LOCALES.map((l): [string, Record<string, string>] => [
      'link',
      { rel: 'alternate', hreflang: l, href: `${origin}${localePath(path, l)}` },
    ]),
    ['link', { rel: 'alternate', hreflang: 'x-default', href: `${origin}${path}` }],
    ['meta', { property: 'og:site_name', content: SITE_NAME }],
    ['meta', { property: 'og:url', content: canonical }],
    ['meta', { property: 'og:type', content: data.type ?? 'website' }],
    ['meta', { property: 'og:title', content: title }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { name: 'twitter:card', content: data.image ? 'summary_large_image' : 'summary' }],
  ];
  if (data.image) tags.push(['meta', { property: 'og:image', content: absolute(origin, data.image) }]);
  if (data.publishedTime) tags.push(['meta', { property: 'article:published_time', content: data.publishedTime }]);
  if (data.robots) tags.push(['meta', { name: 'robots', content: data.robots }]);
  return tags;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The head as HTML, for the server's answer. */
export function headHtml(data: HeadData, origin: string, pathname: string): string {
  const tags = headTags(data, origin, pathname).map(
    ([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs)
        .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
        .join(' ')} data-head>`,
  );
  return [`<title>${escapeHtml(fullTitle(data.title))}</title>`, ...tags].join('\n    ');
}

/** The path whose page last declared its head in the browser (see RouteEffects). */
export const applied = { path: '' };

/** An element of the head is this tag with exactly these attributes (and `data-head`). */
const isTag = (el: Element, tag: string, attrs: Record<string, string>) =>
  el.localName === tag &&
  el.attributes.length === Object.keys(attrs).length + 1 &&
  Object.entries(attrs).every(([k, v]) => el.getAttribute(k) === v);

/** Replaces the head's managed tags in the browser (unless they already are the page's). */
export function applyHead(data: HeadData) {
  applied.path = window.location.pathname;
  const title = fullTitle(data.title);
  if (document.title !== title) document.title = title;
  const tags = headTags(data, window.location.origin, splitLocale(window.location.pathname).path);
  const present = document.head.querySelectorAll('[data-head]');
  // The first page's head is the server's, already as declared: left alone rather than written again.
  if (present.length === tags.length && tags.every(([tag, attrs], i) => isTag(present[i]!, tag, attrs))) return;
  for (const el of present) el.remove();
  for (const [tag, attrs] of tags) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    document.head.appendChild(el);
  }
}
