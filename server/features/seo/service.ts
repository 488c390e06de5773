import { truncate } from '../../../common/articles';
import type { AppContext } from '../../context';
import * as articles from '../articles/service';
import { absolute, articleUrl, type PageMeta, renderHead, rssXml, SITE, sitemapXml } from './presenter';
import * as q from './queries';

export { type PageMeta, renderHead };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FEED_SIZE = 50;
const SITEMAP_MAX = 45_000;
const STATIC_PAGES = ['/', '/blog', '/communities', '/event', '/startup', '/about', '/contact', '/privacy', '/terms', '/videos'];

/** The 50 newest published articles. */
export async function rss(ctx: AppContext) {
  return rssXml(ctx.config.publicUrl, await articles.listPublished(ctx, FEED_SIZE, 'createdAt'));
}

export async function sitemap(ctx: AppContext) {
  const [arts, comms] = await Promise.all([articles.listPublished(ctx, SITEMAP_MAX, 'updatedAt'), q.publicCommunities(ctx.db, SITEMAP_MAX)]);
  return sitemapXml(ctx.config.publicUrl, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...comms.map((c) => ({ path: `/community/${c.id}`, lastmod: c.updatedAt.toISOString() })),
    ...arts.map((a) => ({ path: articleUrl(ctx.config.publicUrl, a), lastmod: a.updatedAt })),
  ]);
}

const ARTICLE_PAGES = [`^/blog/(${UUID})$`, `^/article/(${UUID})/[^/]+$`, `^/(${UUID})/[^/]+$`, `^/${UUID}/(${UUID})/[^/]+$`].map((p) => new RegExp(p, 'i'));
const COMMUNITY_PAGE = new RegExp(`^/community/(${UUID})$`, 'i');

/** The head tags of a page, so shared links show a card and crawlers see the article without JavaScript. */
export async function pageMeta(ctx: AppContext, pathname: string): Promise<PageMeta | undefined> {
  const origin = ctx.config.publicUrl;
  const m = ARTICLE_PAGES.map((re) => re.exec(pathname)).find(Boolean);
  if (m) {
    const a = await articles.getPublished(ctx, m[1]!.toLowerCase());
    if (!a) return undefined;
    return {
      title: `${a.title} | ${SITE}`,
      description: truncate(a.summary, 200),
      canonical: articleUrl(origin, a),
      image: a.article_image ? absolute(origin, a.article_image) : undefined,
      type: 'article',
      publishedTime: a.createdAt,
    };
  }
  const c = COMMUNITY_PAGE.exec(pathname);
  if (!c) return undefined;
  const club = await q.findPublicCommunity(ctx.db, c[1]!.toLowerCase());
  if (!club) return undefined;
  const image = club.image ? absolute(origin, club.image) : undefined;
  return { title: `${club.name} | ${SITE}`, description: truncate(club.description, 200), canonical: absolute(origin, `/community/${club.id}`), image, type: 'website' };
}
