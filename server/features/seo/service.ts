import { eventPath } from '../../../common/events';
import { opportunityPath } from '../../../common/opportunities';
import { startupPath } from '../../../common/startups';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import * as articles from '../articles/service';
import * as events from '../events/service';
import * as opportunities from '../opportunities/service';
import * as startups from '../startups/service';
import { rssXml, sitemapIndexXml, sitemapXml } from './presenter';
import * as q from './queries';

const FEED_SIZE = 50;
/**
 * Most addresses in one sitemap file: the protocol's limit (sitemaps.org: 50,000 URLs and 50 MB; our addresses
 * are short, so 50,000 of them stay far below 50 MB). Tests pass a smaller size to see the split.
 */
/** Pages per sitemap file: each is listed in both languages, and a file holds at most 50,000 addresses. */
export const SITEMAP_PAGE_SIZE = 25_000;
const STATIC_PAGES = [
  '/',
  '/blog',
  '/communities',
  '/event',
  '/startup',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/videos',
];

/** The 50 newest published articles. */
export async function rss(ctx: AppContext) {
  return rssXml(ctx.config.publicUrl, await articles.listPublished(ctx, FEED_SIZE, 'createdAt'));
}

type Entry = { path: string; lastmod?: string };

/** A kind of page in the sitemap: how many there are (and their newest change), and one page of them. */
interface Kind {
  count: (ctx: AppContext) => Promise<{ total: number; lastmod: Date | string | null }>;
  page: (ctx: AppContext, limit: number, offset: number) => Promise<Entry[]>;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A kind read through its feature: the count, a page of rows, and each row's address. */
const kind = <R extends { updatedAt: Date | string }>(
  count: Kind['count'],
  list: (ctx: AppContext, limit: number, offset: number) => Promise<R[]>,
  pathOf: (row: R) => string,
): Kind => ({
  count,
  page: async (ctx, limit, offset) =>
    (await list(ctx, limit, offset)).map((row) => ({ path: pathOf(row), lastmod: iso(row.updatedAt) })),
});

/**
 * The children of the sitemap index, in the order it lists them: `/sitemap/{kind}-{n}.xml`, n from 1, each at
 * most `pageSize` addresses. Each feature reads its own rows (through its service), ordered by an indexed column.
 */
const KINDS: Record<string, Kind> = {
  communities: kind(
    (ctx) => q.publicCommunitiesSummary(ctx.db),
    (ctx, limit, offset) => q.publicCommunities(ctx.db, limit, offset),
    (c) => `/community/${c.id}`,
  ),
  // Upcoming events' pages (archived ones stay reachable but leave the sitemap, decision 16).
  events: kind(events.countUpcomingPages, events.listUpcomingPages, (e) => eventPath(e.id)),
  // Verified startups' profiles (decision 15: the others are not public).
  startups: kind(startups.countPublicPages, startups.listPublicPages, (s) => startupPath(s.id)),
  // Public opportunities' pages: active, of a verified startup (decision 15).
  opportunities: kind(opportunities.countPublicPages, opportunities.listPublicPages, (o) => opportunityPath(o.id)),
  // Published articles (approved, in a community the public may see; decisions 11, 12).
  articles: kind(articles.countPublished, articles.listPublishedPages, (a) => a.path),
};

/** The child of the static pages: always listed, never split. */
const PAGES_CHILD = 'pages';
const CHILD = /^([a-z]+)-([1-9][0-9]{0,8})$/;

/**
 * GET /sitemap.xml: the sitemap index. It lists `/sitemap/pages.xml` (the static pages) and, for each kind with
 * public pages, `/sitemap/{kind}-1.xml` … `-{n}.xml` (n = ceil(count / pageSize)), each with its kind's newest
 * change. A kind with no public page lists no child.
 */
export async function sitemapIndex(ctx: AppContext, pageSize = SITEMAP_PAGE_SIZE) {
  const kinds = Object.entries(KINDS);
  const counts = await Promise.all(kinds.map(([, kind]) => kind.count(ctx)));
  const children: Entry[] = [{ path: `/sitemap/${PAGES_CHILD}.xml` }];
  kinds.forEach(([name], i) => {
    const { total, lastmod } = counts[i]!;
    for (let n = 1; n <= Math.ceil(total / pageSize); n++)
      children.push({ path: `/sitemap/${name}-${n}.xml`, lastmod: lastmod ? iso(lastmod) : undefined });
  });
  return sitemapIndexXml(ctx.config.publicUrl, children);
}

/**
 * GET /sitemap/{name}.xml: one child of the index (`name` without `.xml`): `pages`, or `{kind}-{n}`, the n-th
 * `pageSize` addresses of that kind. An unknown name or a page past the last answers 404 (an empty page is past
 * the last: the index never lists one).
 */
export async function sitemapChild(ctx: AppContext, name: string, pageSize = SITEMAP_PAGE_SIZE) {
  if (name === PAGES_CHILD)
    return sitemapXml(
      ctx.config.publicUrl,
      STATIC_PAGES.map((path) => ({ path })),
    );
  const [, kindName, n] = CHILD.exec(name) ?? [];
  const kind = kindName && Object.hasOwn(KINDS, kindName) ? KINDS[kindName] : undefined;
  if (!kind) throw notFound('No such sitemap.');
  const entries = await kind.page(ctx, pageSize, (Number(n) - 1) * pageSize);
  if (entries.length === 0) throw notFound('No such sitemap.');
  return sitemapXml(ctx.config.publicUrl, entries);
}
