import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, resolveJwtSecret } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { articleRoutes } from './features/articles/routes';
import { bookmarkRoutes } from './features/bookmarks/routes';
import { searchRoutes } from './features/search/routes';
import { categoryRoutes } from './features/categories/routes';
import { featuredPostRoutes } from './features/featured-posts/routes';
import { authRoutes } from './features/auth/routes';
import { communityRoutes } from './features/communities/routes';
import { eventRoutes } from './features/events/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { notificationRoutes } from './features/notifications/routes';
import { playlistRoutes } from './features/playlists/routes';
import { programRoutes } from './features/programs/routes';
import { opportunityRoutes } from './features/opportunities/routes';
import { seoRoutes } from './features/seo/routes';
import { startupRoutes } from './features/startups/routes';
import { healthRoutes } from './features/health/routes';
import { housekeepingRoutes } from './features/housekeeping/routes';
import { postRoutes } from './features/posts/routes';
import { userRoutes } from './features/users/routes';
import { createTokenSigner, registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { createJobQueue } from './plugins/jobs';
import { RequestLogController, withRedaction } from './plugins/logging';
import { createMailer, type Mailer } from './plugins/mail';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { createCache, registerCache } from './plugins/cache';
import { registerCompression } from './plugins/compression';
import { createRateLimiter } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { createImageStore, registerUploads } from './plugins/uploads';
import { registerWebApp } from './plugins/web-app';
import { projectRoot } from './lib/project-root';
import { serializerCompiler } from './lib/serializer';

const root = projectRoot;

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  webDir?: string;
  serverDir?: string;
}

/** Builds the Fastify instance: cross-cutting plugins first, then every feature (used by main.ts and tests). */
export async function buildApp(opts: BuildOptions) {
  const { config, database } = opts;
  const app = Fastify({
    logger: withRedaction(opts.logger ?? { level: config.logLevel }),
    // Request lines as LOG_REQUESTS says (no 'incoming request' line; probes and internal calls never at info).
    logController: new RequestLogController(config.logRequests),
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { coerceTypes: 'array' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ check: config.env === 'test' }));
  registerErrorHandler(app);
  // Closing (SIGTERM): the answers still in flight tell their clients to close the connection. Otherwise a client
  // that keeps connections alive holds the server open after its answer (app.close waits for every connection)
  // until main.ts's 10 s limit ends the process before the database is closed.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Prometheus metrics, when METRICS_TOKEN or METRICS_PORT is set (the mailer and the job queue report to them).
  const metrics = createMetrics(config);
  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    signer: createTokenSigner(resolveJwtSecret(config)),
    mailer: metrics ? metrics.countMails(mailer) : mailer,
    images: createImageStore(config),
    limit: createRateLimiter(database.db, config.rateLimits),
    cache: createCache(config, database, app.log),
    jobs: createJobQueue({ database, log: app.log, ...config.jobs, onFailure: metrics?.onJobFailure }),
  };
  app.decorate('ctx', ctx);
  // main.ts starts the job queue's workers; they stop (and finish or hand back their jobs) before mail closes.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    ctx.mailer.close();
  });

  registerMetrics(app, metrics);
  registerSecurityHeaders(app);
  await registerCache(app, ctx.cache);
  await registerCompression(app);
  await registerUploads(app);
  await registerOpenApi(app);
  registerAuth(app, ctx.signer);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  communityRoutes(app, ctx);
  postRoutes(app, ctx);
  categoryRoutes(app, ctx);
  articleRoutes(app, ctx);
  featuredPostRoutes(app, ctx);
  eventRoutes(app, ctx);
  programRoutes(app, ctx);
  playlistRoutes(app, ctx);
  newsletterRoutes(app, ctx);
  notificationRoutes(app, ctx);
  startupRoutes(app, ctx);
  opportunityRoutes(app, ctx);
  bookmarkRoutes(app, ctx);
  searchRoutes(app, ctx);
  seoRoutes(app, ctx);
  housekeepingRoutes(app, ctx);

  await registerWebApp(app, {
    webDir: opts.webDir ?? path.join(root, 'dist', 'web'),
    serverDir: opts.serverDir ?? path.join(root, 'dist', 'server'),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    origin: config.publicUrl,
    cacheMs: config.publicCacheMs,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
