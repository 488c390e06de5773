import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import * as service from './service';

export function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/rss.xml',
    { schema: { tags: ['Platform'], summary: 'RSS feed of published articles' } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/rss+xml; charset=utf-8')
        .send(await service.rss(ctx)),
  );
  // The sitemap is an index of child files of at most 50,000 addresses each (the protocol's limit, decisions.md).
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['Platform'], summary: 'Sitemap index: the child sitemaps of the public pages' } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await service.sitemapIndex(ctx)),
  );
  // Page-level files (not under /api), registered explicitly: the web app answers unknown dotted paths 404.
  app.get<{ Params: { name: string } }>(
    '/sitemap/:name.xml',
    {
      schema: {
        tags: ['Platform'],
        summary:
          'One child sitemap: pages (the static pages) or {kind}-{n} (communities, events, startups, opportunities, articles; n from 1)',
      },
    },
    async (req, reply) => {
      // Read first: a 404 must not go out with the XML type set.
      const xml = await service.sitemapChild(ctx, req.params.name);
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    },
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /user\nDisallow: /api/\nSitemap: ${ctx.config.publicUrl}/sitemap.xml\n`,
      ),
  );
}
