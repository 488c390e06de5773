import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpdateProfileBody, User, UserCounts, UserListQuery } from '../../../common/schemas/accounts';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Users'];

  r.get('/api/user/loggedIn', {
    config: { cache: { tags: () => [], own: (req) => [T.user(req.auth.id)], visitors: false } },
    schema: { tags, summary: 'The signed-in user', response: { 200: User, ...errors(401, 404) } },
    onRequest: guards.signedIn,
    handler: (req) => service.get(ctx, requireAuth(req).id),
  });

  r.patch('/api/user/profile', {
    schema: {
      tags,
      summary: 'Update the signed-in user (a blank email keeps the current one)',
      consumes: ['multipart/form-data'],
      body: UpdateProfileBody,
      response: { 200: User, ...errors(400, 401, 409, 413) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.updateProfile(ctx, requireAuth(req).id, req.body),
  });

  r.get('/api/user', {
    schema: {
      tags,
      summary: 'Users (admin)',
      querystring: UserListQuery,
      response: { 200: z.array(User), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });

  r.get('/api/user/staff', {
    schema: {
      tags,
      summary: 'Users with role admin or SuperAdmin (admin)',
      querystring: UserListQuery,
      response: { 200: z.array(User), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query, true)),
  });

  r.get('/api/user/count', {
    schema: { tags, summary: 'User counts (admin)', response: { 200: UserCounts, ...errors(401, 403) } },
    onRequest: guards.admin,
    handler: () => service.counts(ctx),
  });
}
