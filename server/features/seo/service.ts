import { eventPath } from '../../../common/events';
import { opportunityPath } from '../../../common/opportunities';
import { startupPath } from '../../../common/startups';
import type { AppContext } from '../../context';
import * as articles from '../articles/service';
import * as events from '../events/service';
import * as opportunities from '../opportunities/service';
import * as startups from '../startups/service';
import { articleUrl, rssXml, sitemapXml } from './presenter';
import * as q from './queries';

const FEED_SIZE = 50;
const SITEMAP_MAX = 45_000;
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

export async function sitemap(ctx: AppContext) {
  const [arts, comms, upcoming, startupPages, opportunityPages] = await Promise.all([
    articles.listPublished(ctx, SITEMAP_MAX, 'updatedAt'),
    q.publicCommunities(ctx.db, SITEMAP_MAX),
    events.listUpcomingPages(ctx),
    startups.listPublicPages(ctx, SITEMAP_MAX),
    opportunities.listPublicPages(ctx, SITEMAP_MAX),
  ]);
  return sitemapXml(ctx.config.publicUrl, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...comms.map((c) => ({ path: `/community/${c.id}`, lastmod: c.updatedAt.toISOString() })),
    // Upcoming events' pages (archived ones stay reachable but leave the sitemap, decision 16).
    ...upcoming.map((e) => ({ path: eventPath(e.id), lastmod: e.updatedAt.toISOString() })),
    // Verified startups' profiles (decision 15: the others are not public).
    ...startupPages.map((s) => ({ path: startupPath(s.id), lastmod: s.updatedAt.toISOString() })),
    // Public opportunities' pages: active, of a verified startup (decision 15).
    ...opportunityPages.map((o) => ({ path: opportunityPath(o.id), lastmod: o.updatedAt.toISOString() })),
    ...arts.map((a) => ({ path: articleUrl(ctx.config.publicUrl, a), lastmod: a.updatedAt })),
  ]);
}
