import { and, desc, eq, inArray } from 'drizzle-orm';
import { slugify, truncate } from '../../../common/articles';
import type { AppContext } from '../../context';
import { articles, clubs } from '../../db/schema';
import { inPublicCommunity } from '../articles/queries';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SITE = 'AfriFounders';
const FEED_SIZE = 50;
const SITEMAP_MAX = 45_000;

/** The public address of an article: community articles at /{club}/{id}/{slug}, general ones at /blog/{id}. */
export function articlePath(a: { id: string; title: string; clubId: string | null; articleType: string }) {
  return a.articleType === 'community' && a.clubId ? `/${a.clubId}/${a.id}/${slugify(a.title)}` : `/blog/${a.id}`;
}

const absolute = (ctx: AppContext, url: string) => (/^https?:/.test(url) ? url : `${ctx.config.publicUrl}${url}`);

export async function rss(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(articles)
    .where(and(eq(articles.status, 'approved'), inPublicCommunity))
    .orderBy(desc(articles.createdAt))
    .limit(FEED_SIZE);
  const items = rows
    .map(
      (a) => `<item><title>${esc(a.title)}</title><link>${esc(absolute(ctx, articlePath(a)))}</link><guid isPermaLink="false">${a.id}</guid><pubDate>${a.createdAt.toUTCString()}</pubDate><description>${esc(a.summary)}</description>${a.category ? `<category>${esc(a.category)}</category>` : ''}</item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${SITE}</title><link>${esc(ctx.config.publicUrl)}/blog</link><atom:link href="${esc(ctx.config.publicUrl)}/rss.xml" rel="self" type="application/rss+xml"/><description>Articles for African tech founders and startups.</description><language>en</language>${items}</channel></rss>`;
}

const STATIC_PAGES = ['/', '/blog', '/communities', '/event', '/startup', '/about', '/contact', '/privacy', '/terms', '/videos'];

export async function sitemap(ctx: AppContext) {
  const [arts, comms] = await Promise.all([
    ctx.db.select({ id: articles.id, title: articles.title, clubId: articles.clubId, articleType: articles.articleType, updatedAt: articles.updatedAt }).from(articles).where(and(eq(articles.status, 'approved'), inPublicCommunity)).orderBy(desc(articles.updatedAt)).limit(SITEMAP_MAX),
    ctx.db.select({ id: clubs.id, updatedAt: clubs.updatedAt }).from(clubs).where(inArray(clubs.status, ['approved', 'pending'])).limit(SITEMAP_MAX),
  ]);
  const url = (loc: string, lastmod?: Date) => `<url><loc>${esc(absolute(ctx, loc))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
    ...STATIC_PAGES.map((p) => url(p)),
    ...comms.map((c) => url(`/community/${c.id}`, c.updatedAt)),
    ...arts.map((a) => url(articlePath(a), a.updatedAt)),
  ].join('')}</urlset>`;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'article';
  publishedTime?: string;
}

/** The head tags of a page, so shared links show a card and crawlers see the article without JavaScript. */
export async function pageMeta(ctx: AppContext, pathname: string): Promise<PageMeta | undefined> {
  const m =
    new RegExp(`^/blog/(${UUID})$`, 'i').exec(pathname) ??
    new RegExp(`^/article/(${UUID})/[^/]+$`, 'i').exec(pathname) ??
    new RegExp(`^/(${UUID})/[^/]+$`, 'i').exec(pathname) ??
    new RegExp(`^/${UUID}/(${UUID})/[^/]+$`, 'i').exec(pathname);
  if (m) {
    const [a] = await ctx.db.select().from(articles).where(and(eq(articles.id, m[1]!.toLowerCase()), eq(articles.status, 'approved'), inPublicCommunity)).limit(1);
    if (!a) return undefined;
    return {
      title: `${a.title} | ${SITE}`,
      description: truncate(a.summary, 200),
      canonical: absolute(ctx, articlePath(a)),
      image: a.articleImage ? absolute(ctx, a.articleImage) : undefined,
      type: 'article',
      publishedTime: a.createdAt.toISOString(),
    };
  }
  const c = new RegExp(`^/community/(${UUID})$`, 'i').exec(pathname);
  if (c) {
    const [club] = await ctx.db.select().from(clubs).where(and(eq(clubs.id, c[1]!.toLowerCase()), inArray(clubs.status, ['approved', 'pending']))).limit(1);
    if (!club) return undefined;
    return { title: `${club.name} | ${SITE}`, description: truncate(club.description, 200), canonical: absolute(ctx, `/community/${club.id}`), image: club.image ? absolute(ctx, club.image) : undefined, type: 'website' };
  }
  return undefined;
}

/** Rewrites the head of index.html with a page's tags; every page gets at least its canonical link. */
export function renderHead(html: string, meta: PageMeta | undefined, fallbackCanonical: string) {
  const canonical = meta?.canonical ?? fallbackCanonical;
  const tags = [`<link rel="canonical" href="${esc(canonical)}" />`, `<meta property="og:url" content="${esc(canonical)}" />`, `<meta property="og:site_name" content="${SITE}" />`];
  let out = html;
  if (meta) {
    // Replacement functions, so a '$' in a title is text and not a replacement pattern.
    out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${esc(meta.title)}</title>`);
    out = out.replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${esc(meta.description)}" />`);
    tags.push(
      `<meta property="og:type" content="${meta.type}" />`,
      `<meta property="og:title" content="${esc(meta.title)}" />`,
      `<meta property="og:description" content="${esc(meta.description)}" />`,
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    );
    if (meta.image) tags.push(`<meta property="og:image" content="${esc(meta.image)}" />`);
    if (meta.publishedTime) tags.push(`<meta property="article:published_time" content="${meta.publishedTime}" />`);
  }
  return out.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
