import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import {
  Community,
  CommunityCounts,
  CommunityListQuery,
  JoinBody,
  Membership,
  UpdateCommunityBody,
} from '../../../common/schemas/communities';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
import * as service from './service';

const JoinAnswer = z.object({ clubId: z.string(), message: z.string() });
const ClubIdParam = z.object({ clubId: z.uuid({ error: 'clubId must be a community id' }) });

export function communityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Communities'];

  r.get('/api/club/get', {
    config: { publicCache: true },
    schema: { tags, summary: 'Communities visible to the caller (admins: all; ?status= filters)', querystring: CommunityListQuery, response: { 200: z.array(Community), ...errors(400) } },
    handler: async (req, reply) => {
      const { rows, total } = await service.list(ctx, req.query, req.auth);
      return sendPage(reply, rows, total);
    },
  });

  r.get('/api/club/get/:id', {
    config: { publicCache: true },
    schema: { tags, summary: 'One community; 404 if not visible', params: IdParam, response: { 200: Community, ...errors(400, 404) } },
    handler: (req) => service.getOne(ctx, req.params.id, req.auth),
  });

  r.get('/api/club/count', {
    schema: { tags, summary: 'Community counts by status (admin)', response: { 200: CommunityCounts, ...errors(401, 403) } },
    preHandler: guards.admin,
    handler: () => service.counts(ctx),
  });

  r.post('/api/club/create', {
    schema: { tags, summary: 'Create a community (admin; multipart: name, description, image); starts pending', consumes: ['multipart/form-data'], response: { 201: Community, ...errors(400, 401, 403, 409, 413) } },
    preHandler: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, await readMultipart(req), requireAuth(req))),
  });

  r.patch('/api/club/:id', {
    schema: {
      tags,
      summary: 'Edit a community or change its status (admin); JSON {status} or {name, description, status}, or multipart with image',
      params: IdParam,
      body: UpdateCommunityBody.nullish(),
      consumes: ['application/json', 'multipart/form-data'],
      response: { 200: Community, ...errors(400, 401, 403, 404, 409, 413) },
    },
    preHandler: guards.admin,
    handler: async (req) =>
      req.isMultipart()
        ? service.updateMultipart(ctx, req.params.id, await readMultipart(req))
        : service.updateJson(ctx, req.params.id, req.body ?? { status: undefined }),
  });

  r.patch('/api/club/:id/archive', {
    schema: { tags, summary: 'Archive a community (admin)', params: IdParam, response: { 200: Community, ...errors(400, 401, 403, 404) } },
    preHandler: guards.admin,
    handler: (req) => service.archive(ctx, req.params.id),
  });

  r.delete('/api/club/:id', {
    schema: { tags, summary: 'Delete a community with its memberships, posts, comments and likes (admin)', params: IdParam, response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) } },
    preHandler: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });

  r.get('/api/club-member/my-clubs', {
    schema: { tags, summary: "The caller's communities", querystring: PageQuery, response: { 200: z.array(Community), ...errors(400, 401) } },
    preHandler: guards.signedIn,
    handler: async (req, reply) => {
      const { rows, total } = await service.myClubs(ctx, requireAuth(req), req.query);
      return sendPage(reply, rows, total);
    },
  });

  r.get('/api/club-member/i-am-a-member', {
    schema: { tags, summary: 'Ids of the communities the caller belongs to', querystring: PageQuery, response: { 200: z.array(Membership), ...errors(400, 401) } },
    preHandler: guards.signedIn,
    handler: async (req, reply) => {
      const { rows, total } = await service.memberships(ctx, requireAuth(req), req.query);
      return sendPage(reply, rows, total);
    },
  });

  r.post('/api/club-member', {
    schema: { tags, summary: 'Join an approved community (joining twice is not an error)', body: JoinBody, response: { 200: JoinAnswer, ...errors(400, 401, 404) } },
    preHandler: guards.signedIn,
    handler: (req) => service.join(ctx, req.body.clubId, requireAuth(req)),
  });

  r.delete('/api/club-member/:clubId', {
    schema: { tags, summary: 'Leave a community', params: ClubIdParam, response: { 200: JoinAnswer, ...errors(400, 401, 404) } },
    preHandler: guards.signedIn,
    handler: (req) => service.leave(ctx, req.params.clubId, requireAuth(req)),
  });
}
