import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import {
  AdminCreateStartupBody,
  CreateStartupBody,
  Startup,
  UpdateStartupBody,
  VerifyStartupBody,
} from '../../../common/schemas/startups';
import { ClaimStats } from '../../../common/schemas/startup-claims';
import {
  AdminStartupListQuery,
  IndustryCount,
  IndustryParam,
  SearchSimilarQuery,
  StartupListQuery,
  StartupStats,
} from '../../../common/schemas/startup-lists';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { type AuthUser, guards, requireAuth } from '../../plugins/auth';
import * as service from './service';
import { claimRoutes } from './claim-routes';
import { followRoutes } from './follow-routes';

export function startupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Startups'];
  const multipart = ['multipart/form-data'];
  const list = { 200: z.array(Startup), ...errors(400) };
  /** Public lists: a member's answer is the visitor's. */
  const publicList = { cache: { tags: () => [T.startups], members: true } };
  /** Answers about one public startup (its quick filters, suggestions, search). */
  const aboutOne = {
    cache: { tags: (req: FastifyRequest) => [T.startups, T.startup((req.params as { id: string }).id)], members: true },
  };
  const mine = (req: FastifyRequest & { auth: AuthUser }) => [T.startupMine(req.auth.id)];

  r.get('/api/startup', {
    config: publicList,
    schema: {
      tags,
      summary: 'Verified startups, newest first; industry filter, full-text search (best match first)',
      querystring: StartupListQuery,
      response: list,
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });

  r.get('/api/startup/stats', {
    config: publicList,
    schema: {
      tags,
      summary: 'The directory hero: counts of verified startups and of their industries',
      response: { 200: StartupStats },
    },
    handler: () => service.stats(ctx),
  });

  r.get('/api/startup/industries', {
    config: publicList,
    schema: {
      tags,
      summary:
        'Industries among verified startups with counts, most first (the directory chips; the same for everyone)',
      response: { 200: z.array(IndustryCount) },
    },
    handler: () => service.industries(ctx),
  });

  r.get('/api/startup/industry/:industry', {
    config: publicList,
    schema: {
      tags,
      summary: 'Verified startups of one industry, newest first',
      params: IndustryParam,
      querystring: PageQuery,
      response: list,
    },
    handler: async (req, reply) => sendPage(reply, await service.listByIndustry(ctx, req.params.industry, req.query)),
  });

  r.get('/api/startup/recently-founded', {
    config: publicList,
    schema: {
      tags,
      summary: 'Verified startups, newest foundedYear first',
      querystring: PageQuery,
      response: list,
    },
    handler: async (req, reply) => sendPage(reply, await service.listRecentlyFounded(ctx, req.query)),
  });

  r.get('/api/startup/my-startups', {
    config: { cache: { tags: () => [T.startups], own: mine, visitors: false } },
    schema: {
      tags,
      summary: "The caller's startups in every status, newest first",
      querystring: PageQuery,
      response: { 200: z.array(Startup), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMine(ctx, req.query, requireAuth(req))),
  });

  r.get('/api/startup/admin/all', {
    schema: {
      tags,
      summary: 'Every startup (admin), newest first; search over name, description and contact email; filters',
      querystring: AdminStartupListQuery,
      response: { 200: z.array(Startup), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.listAll(ctx, req.query)),
  });

  r.get('/api/startup/admin/industries', {
    schema: {
      tags,
      summary: 'Industries among every startup, any status, with counts, most first (admin: the industry filters)',
      response: { 200: z.array(IndustryCount), ...errors(401, 403) },
    },
    onRequest: guards.admin,
    handler: () => service.adminIndustries(ctx),
  });

  r.get('/api/startup/admin/claim-stats', {
    schema: {
      tags,
      summary: 'Admin-created startups: total, unclaimed, pending claim, claimed (admin)',
      response: { 200: ClaimStats, ...errors(401, 403) },
    },
    onRequest: guards.admin,
    handler: () => service.claimStats(ctx),
  });

  r.post('/api/startup/create', {
    schema: {
      tags,
      summary: "Create a startup (signed-in; multipart: fields, founders[] repeated, logo); pending, the caller's",
      consumes: multipart,
      body: CreateStartupBody,
      response: { 201: Startup, ...errors(400, 401, 413) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body, requireAuth(req))),
  });

  r.post('/api/startup/admin/create', {
    schema: {
      tags,
      summary: 'Create a startup for a company (admin; multipart, logo optional): verified, admin-created, unclaimed',
      consumes: multipart,
      body: AdminCreateStartupBody,
      response: { 201: Startup, ...errors(400, 401, 403, 413) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.adminCreate(ctx, req.body)),
  });

  r.get('/api/startup/:id', {
    config: { cache: { tags: (req) => [T.startup((req.params as { id: string }).id)], own: mine } },
    schema: {
      tags,
      summary:
        'One startup: verified for everyone, every status for its owner and admins (signed-in: isFollowing, isWatchlisted)',
      params: IdParam,
      response: { 200: Startup, ...errors(400, 404) },
    },
    handler: (req) => service.get(ctx, req.params.id, req.auth),
  });

  // Three of the four quick filters: startups sharing one trait with this one (Recently Founded is its own list).
  const sharing = [
    ['similar-industry', 'industry', 'Verified startups of the same industry'],
    [
      'same-funding-stage',
      'fundingStage',
      "Verified startups at the same funding stage (the forms' spellings of a stage match)",
    ],
    ['same-location', 'location', 'Verified startups in the same country (the last part of the location)'],
  ] as const;
  for (const [path, trait, summary] of sharing) {
    r.get(`/api/startup/:id/${path}`, {
      config: aboutOne,
      schema: {
        tags,
        summary,
        params: IdParam,
        querystring: PageQuery,
        response: { 200: z.array(Startup), ...errors(400, 404) },
      },
      handler: async (req, reply) => sendPage(reply, await service.listSharing(ctx, req.params.id, trait, req.query)),
    });
  }

  r.get('/api/startup/:id/suggestions', {
    config: aboutOne,
    schema: {
      tags,
      summary: "Search Similar's suggestion chips (strings)",
      params: IdParam,
      response: { 200: z.array(z.string()), ...errors(400, 404) },
    },
    handler: (req) => service.suggestions(ctx, req.params.id),
  });

  r.get('/api/startup/:id/search-similar', {
    config: aboutOne,
    schema: {
      tags,
      summary: 'Ranked full-text search of verified startups (accent- and case-insensitive); blank q answers []',
      params: IdParam,
      querystring: SearchSimilarQuery,
      response: { 200: z.array(Startup), ...errors(400, 404) },
    },
    handler: (req) => service.searchSimilar(ctx, req.params.id, req.query),
  });

  r.patch('/api/startup/:id', {
    schema: {
      tags,
      summary: 'Edit a startup (owner or admin; JSON, or multipart with a logo); an owner cannot change status',
      consumes: ['application/json', ...multipart],
      params: IdParam,
      body: UpdateStartupBody,
      response: { 200: Startup, ...errors(400, 401, 403, 404, 413) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.update(ctx, req.params.id, req.body, requireAuth(req)),
  });

  r.patch('/api/startup/:id/verify', {
    schema: {
      tags,
      summary: 'Approve or reject a startup (admin); a rejection needs a reason',
      params: IdParam,
      body: VerifyStartupBody,
      response: { 200: Startup, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.verify(ctx, req.params.id, req.body),
  });

  r.delete('/api/startup/:id', {
    schema: {
      tags,
      summary: 'Delete a startup (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });

  claimRoutes(app, ctx, tags);
  followRoutes(app, ctx, tags);
}
