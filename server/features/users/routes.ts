import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { User, UserCounts, UserListQuery } from '../../../common/schemas/accounts';
import type { AppContext } from '../../context';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
import * as service from './service';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Users'];

  r.get('/api/user/loggedIn', {
    schema: { tags, summary: 'The signed-in user', response: { 200: User, ...errors(401, 404) } },
    preHandler: guards.signedIn,
    handler: (req) => service.getCurrentUser(ctx, requireAuth(req).id),
  });

  r.patch('/api/user/profile', {
    schema: {
      tags,
      summary: 'Update the signed-in user (multipart: first_name, last_name, phone_number, email, profileImage)',
      consumes: ['multipart/form-data'],
      response: { 200: User, ...errors(400, 401, 409, 413) },
    },
    preHandler: guards.signedIn,
    handler: async (req) => service.updateProfile(ctx, requireAuth(req).id, await readMultipart(req)),
  });

  r.get('/api/user', {
    schema: { tags, summary: 'Users (admin)', querystring: UserListQuery, response: { 200: z.array(User), ...errors(400, 401, 403) } },
    preHandler: guards.admin,
    handler: async (req, reply) => {
      const { rows, total } = await service.listUsers(ctx, req.query);
      return sendPage(reply, rows, total);
    },
  });

  r.get('/api/user/staff', {
    schema: { tags, summary: 'Users with role admin or SuperAdmin (admin)', querystring: UserListQuery, response: { 200: z.array(User), ...errors(400, 401, 403) } },
    preHandler: guards.admin,
    handler: async (req, reply) => {
      const { rows, total } = await service.listUsers(ctx, req.query, true);
      return sendPage(reply, rows, total);
    },
  });

  r.get('/api/user/count', {
    schema: { tags, summary: 'User counts (admin)', response: { 200: UserCounts, ...errors(401, 403) } },
    preHandler: guards.admin,
    handler: () => service.countUsers(ctx),
  });
}
