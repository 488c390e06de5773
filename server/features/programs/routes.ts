import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import { CreateProgramBody, Program, ProgramListQuery } from '../../../common/schemas/programs';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards } from '../../plugins/auth';
import * as service from './service';

export function programRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Programs'];

  r.get('/api/program/featured', {
    config: { cache: { tags: () => [T.programs], members: true } },
    schema: {
      tags,
      summary: 'Featured programs, newest first (home page)',
      querystring: PageQuery,
      response: { 200: z.array(Program), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.listFeatured(ctx, req.query)),
  });

  r.get('/api/program/admin/all', {
    schema: {
      tags,
      summary: 'Every program, newest first (admin); search in title and description, filter all|featured',
      querystring: ProgramListQuery,
      response: { 200: z.array(Program), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });

  r.post('/api/program/create', {
    schema: {
      tags,
      summary: 'Create a program (admin; multipart with the image)',
      consumes: ['multipart/form-data'],
      body: CreateProgramBody,
      response: { 201: Program, ...errors(400, 401, 403, 413) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body)),
  });

  r.patch('/api/program/:id/toggle-featured', {
    schema: {
      tags,
      summary: 'Feature or unfeature a program (admin; no body)',
      params: IdParam,
      response: { 200: Program, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.toggleFeatured(ctx, req.params.id),
  });

  r.delete('/api/program/:id', {
    schema: {
      tags,
      summary: 'Delete a program (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });
}
