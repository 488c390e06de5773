import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import { Startup } from '../../../common/schemas/startups';
import { FollowAnswer, ViewAnswer, WatchlistAnswer } from '../../../common/schemas/startup-lists';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

/** A member's relation to a startup: following (public count), the private watchlist, and counted views. */
export function followRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/startup/watchlist', {
    config: { cache: { tags: () => [T.startups], own: (req) => [T.startupMine(req.auth.id)], visitors: false } },
    schema: {
      tags,
      summary: "The caller's watchlist (private), latest added first",
      querystring: PageQuery,
      response: { 200: z.array(Startup), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listWatchlist(ctx, req.query, requireAuth(req))),
  });

  for (const on of [true, false]) {
    r.route({
      method: on ? 'POST' : 'DELETE',
      url: '/api/startup/:id/follow',
      schema: {
        tags,
        summary: on ? 'Follow a startup (signed-in; public count)' : 'Stop following a startup (signed-in)',
        params: IdParam,
        response: { 200: FollowAnswer, ...errors(400, 401, 404) },
      },
      onRequest: guards.signedIn,
      handler: (req) => service.follow(ctx, req.params.id, requireAuth(req), on),
    });
    r.route({
      method: on ? 'POST' : 'DELETE',
      url: '/api/startup/:id/watchlist',
      schema: {
        tags,
        summary: on ? 'Add a startup to the watchlist (signed-in; private)' : 'Remove it from the watchlist',
        params: IdParam,
        response: { 200: WatchlistAnswer, ...errors(400, 401, 404) },
      },
      onRequest: guards.signedIn,
      handler: (req) => service.watch(ctx, req.params.id, requireAuth(req), on),
    });
  }

  const viewLimit = ctx.limit({ name: 'startup-view', checks: [{ per: 'ip', max: 120, windowSeconds: 60 }] });
  r.post('/api/startup/:id/view', {
    preHandler: viewLimit,
    schema: {
      tags,
      summary: 'Count a profile view: once per visitor per day, bots excluded',
      params: IdParam,
      response: { 200: ViewAnswer, ...errors(400, 404, 429) },
    },
    handler: (req) =>
      service.countView(ctx, req.params.id, { auth: req.auth, ip: req.ip, userAgent: req.headers['user-agent'] }),
  });
}
