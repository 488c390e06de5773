import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors } from '../../lib/route-schemas';
import { workerId } from '../../cluster';
import { readiness } from './service';

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const Live = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  /** With WEB_CONCURRENCY > 1: which worker answered (1, 2, …; a replaced worker gets the next number). */
  worker: z.number().int().optional(),
});
const Checks = z.object({
  database: z.enum(['ok', 'timeout', 'error']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  cacheListener: z.enum(['ok', 'disconnected']),
  process: z.enum(['running', 'shutting down']),
});
const Ready = z.object({ status: z.literal('ready'), checks: Checks });
const NotReady = z.object({ status: z.literal('not ready'), reason: z.string(), checks: Checks });

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  // Set when the server starts closing (SIGTERM): a load balancer stops sending traffic while requests in
  // flight finish.
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health', {
    schema: {
      tags: ['Platform'],
      summary: 'Liveness with the database reachable',
      response: { 200: Health, ...errors(503) },
    },
    handler: async (_req, reply) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        reply.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: 'The database is not reachable.' });
      }
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  });

  // Probes come every few seconds: logged at warn and above only.
  r.get('/api/health/live', {
    logLevel: 'warn',
    schema: {
      tags: ['Platform'],
      summary: 'Liveness: the process runs and answers (restart it when this fails)',
      response: { 200: Live },
    },
    handler: async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), worker: workerId() }),
  });

  r.get('/api/health/ready', {
    logLevel: 'warn',
    schema: {
      tags: ['Platform'],
      summary:
        'Readiness: the database answers within 1 s, migrations are applied, the cache listener is connected, ' +
        'and the process is not shutting down (send it no traffic while this answers 503)',
      response: { 200: Ready, 503: NotReady },
    },
    handler: async (_req, reply) => {
      const state = await readiness(ctx, shuttingDown);
      if (state.ready) return { status: 'ready' as const, checks: state.checks };
      reply.log.warn({ checks: state.checks }, `not ready: ${state.reason}`);
      return reply.status(503).send({ status: 'not ready' as const, reason: state.reason ?? '', checks: state.checks });
    },
  });
}
