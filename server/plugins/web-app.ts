import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRenderer, type RenderedPage } from '../ssr/renderer';
import { type CompressedForms, sendCompressedOnce } from './compression';
import { errorAnswer } from './errors';
import { redactUrl } from './logging';

export interface WebAppOptions {
  webDir: string;
  serverDir: string;
  uploadsDir: string;
  origin: string;
  /** How long a rendered page is reused for every visitor (the public cache's window). */
  cacheMs: number;
}

const MAX_PAGES = 500;

/**
 * Serves the built web app (hashed assets cached for a year, pages never cached by browsers), the uploads
 * folder, and every other GET outside /api as a page: public pages rendered on the server (anonymous HTML
 * reused for `cacheMs`, forgotten with the data they show), the signed-in and admin areas as the app shell. Unknown paths
 * answer the not-found page with 404.
 */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions) {
  const hasWeb = existsSync(path.join(opts.webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      // Our setHeaders decides Cache-Control alone (the plugin's own would answer max-age=0 for assets).
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const renderPage = hasWeb
    ? await createRenderer(app, { webDir: opts.webDir, serverDir: opts.serverDir, origin: opts.origin })
    : undefined;
  const pages = new Map<string, { expires: number; page: RenderedPage } & CompressedForms>();
  const filling = new Map<string, Promise<RenderedPage>>();
  /** Counts invalidations: a page rendered while one happened may show the old data and is not kept. */
  let generation = 0;

  /** A rendered page, shared by concurrent requests and reused for `cacheMs` or until its data changes. */
  async function page(url: string): Promise<RenderedPage> {
    const hit = pages.get(url);
    if (hit && hit.expires >= Date.now()) return hit.page;
    let pending = filling.get(url);
    if (!pending) {
      const started = generation;
      pending = renderPage!(url).finally(() => filling.delete(url));
      filling.set(url, pending);
      const rendered = await pending;
      // A write that lands while rendering has already been announced: such a page is not kept.
      if (opts.cacheMs > 0 && rendered.status < 500 && started === generation) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(url, { expires: Date.now() + opts.cacheMs, page: rendered });
      }
      return rendered;
    }
    return pending;
  }

  // Pages are forgotten with the answers they were made of, here and when another process announces a write.
  app.ctx.cache.onForget((tags) => {
    if (tags.includes('*')) pages.clear();
    else for (const [url, kept] of pages) if (kept.page.tags.some((t) => tags.includes(t))) pages.delete(url);
    generation++;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/') || request.method !== 'GET') {
      return reply.status(404).send(errorAnswer(404, `No route ${request.method} ${url}.`));
    }
    if (/\.[a-z0-9]{1,8}$/i.test(url) && !url.endsWith('.html')) {
      return reply.status(404).send(errorAnswer(404, 'File not found.'));
    }
    if (!renderPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it).');
    }
    let result: RenderedPage;
    try {
      result = await page(request.url);
    } catch (err) {
      request.log.error({ err, url: redactUrl(request.url) }, 'server rendering failed');
      return reply.status(500).type('text/plain').send('This page could not be shown. Please try again.');
    }
    if (result.location) return reply.redirect(result.location, result.status);
    reply
      .status(result.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // A kept page is compressed once for everyone who asks, not once per request.
    const kept = pages.get(request.url);
    if (kept?.page === result && result.html) return sendCompressedOnce(request, reply, result.html, kept);
    return reply.send(result.html);
  });
}
