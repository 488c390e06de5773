import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import {
  ClubIdParam,
  Community,
  CommunityCounts,
  CommunityListQuery,
  CreateCommunityBody,
  JoinAnswer,
  JoinBody,
  Membership,
  UpdateCommunityBody,
} from '../../../common/schemas/communities';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

export function communityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Communities'];

  r.get('/api/club/get', {
    // Nothing of the caller in it (admins excepted, who read fresh): one cached answer for visitors and members.
    config: { cache: { tags: () => [T.communities], members: true } },
    schema: {
      tags,
      summary: 'Communities visible to the caller (admins: all; ?status= filters)',
      querystring: CommunityListQuery,
      response: { 200: z.array(Community), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query, req.auth)),
  });

  r.get('/api/club/get/:id', {
    config: { cache: { tags: (req) => [T.community((req.params as { id: string }).id)], members: true } },
    schema: {
      tags,
      summary: 'One community; 404 if not visible',
      params: IdParam,
      response: { 200: Community, ...errors(400, 404) },
    },
    handler: (req) => service.get(ctx, req.params.id, req.auth),
  });

  r.get('/api/club/count', {
    schema: {
      tags,
      summary: 'Community counts by status (admin)',
      response: { 200: CommunityCounts, ...errors(401, 403) },
    },
    onRequest: guards.admin,
    handler: () => service.counts(ctx),
  });

  r.post('/api/club/create', {
    schema: {
      tags,
      summary: 'Create a community (admin); starts pending',
      consumes: ['multipart/form-data'],
      body: CreateCommunityBody,
      response: { 201: Community, ...errors(400, 401, 403, 409, 413) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body, requireAuth(req))),
  });

  r.patch('/api/club/:id', {
    schema: {
      tags,
      summary:
        'Edit a community or change its status (admin): {status} alone, or {name, description, status} with an optional new image',
      params: IdParam,
      body: UpdateCommunityBody,
      consumes: ['application/json', 'multipart/form-data'],
      response: { 200: Community, ...errors(400, 401, 403, 404, 409, 413) },
    },
    onRequest: guards.admin,
    handler: (req) => service.update(ctx, req.params.id, req.body),
  });

  r.patch('/api/club/:id/archive', {
    schema: {
      tags,
      summary: 'Archive a community (admin)',
      params: IdParam,
      response: { 200: Community, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.archive(ctx, req.params.id),
  });

  r.delete('/api/club/:id', {
    schema: {
      tags,
      summary: 'Delete a community with its memberships, posts, comments and likes (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });

  r.get('/api/club-member/my-clubs', {
    // Kept for the member until they join or leave; counters in it follow the communities list (decisions.md).
    config: {
      cache: {
        tags: () => [T.communities, T.communityVisibility],
        own: (req) => [T.member(req.auth.id)],
        visitors: false,
      },
    },
    schema: {
      tags,
      summary: "The caller's communities",
      querystring: PageQuery,
      response: { 200: z.array(Community), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMine(ctx, requireAuth(req), req.query)),
  });

  r.get('/api/club-member/i-am-a-member', {
    config: { cache: { tags: () => [T.communityVisibility], own: (req) => [T.member(req.auth.id)], visitors: false } },
    schema: {
      tags,
      summary: 'Ids of the communities the caller belongs to',
      querystring: PageQuery,
      response: { 200: z.array(Membership), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMemberships(ctx, requireAuth(req), req.query)),
  });

  r.post('/api/club-member', {
    schema: {
      tags,
      summary: 'Join an approved community (joining twice is not an error)',
      body: JoinBody,
      response: { 200: JoinAnswer, ...errors(400, 401, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.join(ctx, req.body.clubId, requireAuth(req)),
  });

  r.delete('/api/club-member/:clubId', {
    schema: {
      tags,
      summary: 'Leave a community',
      params: ClubIdParam,
      response: { 200: JoinAnswer, ...errors(400, 401, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.leave(ctx, req.params.clubId, requireAuth(req)),
  });
}
