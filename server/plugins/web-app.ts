import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from './errors';

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached), the uploads folder,
 * and the SPA fallback: any GET outside /api that is not a file answers index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { webDir: string; uploadsDir: string; renderHead?: (html: string, pathname: string) => Promise<string> },
) {
  const hasWeb = existsSync(path.join(opts.webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const indexHtml = hasWeb ? readFileSync(path.join(opts.webDir, 'index.html'), 'utf8') : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/') || request.method !== 'GET') {
      return reply.status(404).send(errorAnswer(404, `No route ${request.method} ${url}.`));
    }
    if (/\.[a-z0-9]{1,8}$/i.test(url) && !url.endsWith('.html')) {
      return reply.status(404).send(errorAnswer(404, 'File not found.'));
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it).');
    }
    const html = opts.renderHead ? await opts.renderHead(indexHtml, url) : indexHtml;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
