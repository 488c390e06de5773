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
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['Platform'], summary: 'Sitemap of the public pages' } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await service.sitemap(ctx)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /user\nDisallow: /api/\nSitemap: ${ctx.config.publicUrl}/sitemap.xml\n`,
      ),
  );
}
