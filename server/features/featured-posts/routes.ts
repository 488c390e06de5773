import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateFeaturedPostBody, FeaturedPost, UpdateFeaturedPostBody } from '../../../common/schemas/featured-posts';
import { IdParam } from '../../../common/schemas/pagination';
import { MessageAnswer } from '../../../common/schemas/errors';
import { PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards } from '../../plugins/auth';
import * as service from './service';

export function featuredPostRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Featured posts'];
  const consumes = ['multipart/form-data'];

  r.get('/api/featured-post', {
    config: { cache: { tags: () => [T.featuredPosts], members: true } },
    schema: {
      tags,
      summary: 'Featured posts, newest first',
      querystring: PageQuery,
      response: { 200: z.array(FeaturedPost), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });
  r.post('/api/featured-post', {
    schema: {
      tags,
      summary: 'Create (admin)',
      consumes,
      body: CreateFeaturedPostBody,
      response: { 201: FeaturedPost, ...errors(400, 401, 403, 413) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body)),
  });
  r.patch('/api/featured-post/:id', {
    schema: {
      tags,
      summary: 'Edit (admin; leaving the image out keeps it)',
      params: IdParam,
      consumes,
      body: UpdateFeaturedPostBody,
      response: { 200: FeaturedPost, ...errors(400, 401, 403, 404, 413) },
    },
    onRequest: guards.admin,
    handler: (req) => service.update(ctx, req.params.id, req.body),
  });
  r.delete('/api/featured-post/:id', {
    schema: {
      tags,
      summary: 'Delete (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });
}
