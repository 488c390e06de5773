import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import {
  Application,
  ApplicationListQuery,
  ApplicationStatusBody,
  ApplyBody,
  CreateOpportunityBody,
  MyApplicationAnswer,
  Opportunity,
  OpportunityListQuery,
  UpdateOpportunityBody,
  ViewAnswer,
} from '../../../common/schemas/opportunities';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

export function opportunityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Opportunities'];
  service.registerJobs(ctx);
  const idOf = (req: { params: unknown }) => (req.params as { id: string }).id;

  // Fixed paths before /{id}.
  r.get('/api/opportunities/my-opportunities', {
    schema: {
      tags,
      summary: "The opportunities of the caller's startups, every status, newest first",
      querystring: OpportunityListQuery,
      response: { 200: z.array(Opportunity), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMine(ctx, req.query, requireAuth(req))),
  });

  r.get('/api/opportunities/my-applications', {
    schema: {
      tags,
      summary: "The caller's applications with their state, newest first",
      querystring: PageQuery,
      response: { 200: z.array(Application), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMyApplications(ctx, req.query, requireAuth(req))),
  });

  // The owner (and admins) see every status: a member's answer is kept for them alone.
  r.get('/api/opportunities/startup/:id', {
    config: { cache: { tags: (req) => [T.opportunities, T.startup(idOf(req)), T.startups], own: () => [] } },
    schema: {
      tags,
      summary: "A startup's active opportunities (its owner and admins: every status), newest first",
      params: IdParam,
      querystring: OpportunityListQuery,
      response: { 200: z.array(Opportunity), ...errors(400, 404) },
    },
    handler: async (req, reply) =>
      sendPage(reply, await service.listForStartup(ctx, req.params.id, req.query, req.auth)),
  });

  r.get('/api/opportunities/:id', {
    config: { cache: { tags: (req) => [T.opportunity(idOf(req)), T.startups], own: () => [] } },
    schema: {
      tags,
      summary:
        'One opportunity with its startup {_id, name, logo, industry}: public while active and its startup verified; its owner and admins always',
      params: IdParam,
      response: { 200: Opportunity, ...errors(400, 404) },
    },
    handler: (req) => service.get(ctx, req.params.id, req.auth),
  });

  r.post('/api/opportunities', {
    schema: {
      tags,
      summary: 'Post an opportunity for a verified startup the caller owns (JSON; the startup id in `startup`)',
      body: CreateOpportunityBody,
      response: { 201: Opportunity, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body, requireAuth(req))),
  });

  r.patch('/api/opportunities/:id', {
    schema: {
      tags,
      summary:
        'Edit any field (left-out fields kept; the merged result validated as on create), close, reopen or set as draft (owner or admin)',
      params: IdParam,
      body: UpdateOpportunityBody,
      response: { 200: Opportunity, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.update(ctx, req.params.id, req.body, requireAuth(req)),
  });

  r.delete('/api/opportunities/:id', {
    schema: {
      tags,
      summary: 'Delete an opportunity with its applications (owner or admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.remove(ctx, req.params.id, requireAuth(req)),
  });

  r.post('/api/opportunities/:id/view', {
    schema: {
      tags,
      summary: 'Count a view of the opportunity page (once per visitor per day; bots and the owner not counted)',
      params: IdParam,
      response: { 200: ViewAnswer, ...errors(400, 404) },
    },
    handler: (req) =>
      service.countView(ctx, req.params.id, { auth: req.auth, ip: req.ip, userAgent: req.headers['user-agent'] }),
  });

  r.post('/api/opportunities/:id/apply', {
    schema: {
      tags,
      summary: 'Apply with a short message and an optional link (signed-in; once per opportunity)',
      params: IdParam,
      body: ApplyBody,
      response: { 201: Application, ...errors(400, 401, 403, 404, 409) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) =>
      reply.status(201).send(await service.apply(ctx, req.params.id, req.body, requireAuth(req))),
  });

  // Never cached: the answer is the caller's own.
  r.get('/api/opportunities/:id/my-application', {
    schema: {
      tags,
      summary:
        "The caller's application to this opportunity with its state (null when they have not applied), and whether the opportunity is of the caller's own startup (they cannot apply)",
      params: IdParam,
      response: { 200: MyApplicationAnswer, ...errors(400, 401, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.myApplication(ctx, req.params.id, requireAuth(req)),
  });

  r.get('/api/opportunities/:id/applications', {
    schema: {
      tags,
      summary: "An opportunity's applications, newest first (owner or admin)",
      params: IdParam,
      querystring: ApplicationListQuery,
      response: { 200: z.array(Application), ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) =>
      sendPage(reply, await service.listApplications(ctx, req.params.id, req.query, requireAuth(req))),
  });

  r.patch('/api/opportunities/applications/:id', {
    schema: {
      tags,
      summary: "Mark an application reviewed, shortlisted or declined (the opportunity's owner or an admin)",
      params: IdParam,
      body: ApplicationStatusBody,
      response: { 200: Application, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.setApplicationStatus(ctx, req.params.id, req.body, requireAuth(req)),
  });
}
