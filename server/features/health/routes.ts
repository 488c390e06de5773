import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors } from '../../lib/route-schemas';

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
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
}
