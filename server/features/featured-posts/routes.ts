import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeaturedPost } from '../../../common/schemas/featured-posts';
import { IdParam } from '../../../common/schemas/pagination';
import { MessageAnswer } from '../../../common/schemas/errors';
import { PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { offsetOf, sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards } from '../../plugins/auth';
import { readMultipart } from '../../plugins/uploads';
import * as service from './service';

export function featuredPostRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Featured posts'];
  const consumes = ['multipart/form-data'];

  r.get('/api/featured-post', {
    config: { publicCache: true },
    schema: { tags, summary: 'Featured posts, newest first', querystring: PageQuery, response: { 200: z.array(FeaturedPost), ...errors(400) } },
    handler: async (req, reply) => {
      const { rows, total } = await service.list(ctx, req.query.limit, offsetOf(req.query));
      return sendPage(reply, rows, total);
    },
  });
  r.post('/api/featured-post', {
    schema: { tags, summary: 'Create (admin; multipart: title, content, tag, image)', consumes, response: { 201: FeaturedPost, ...errors(400, 401, 403, 413) } },
    preHandler: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, await readMultipart(req))),
  });
  r.patch('/api/featured-post/:id', {
    schema: { tags, summary: 'Edit (admin; image optional)', params: IdParam, consumes, response: { 200: FeaturedPost, ...errors(400, 401, 403, 404, 413) } },
    preHandler: guards.admin,
    handler: async (req) => service.update(ctx, req.params.id, await readMultipart(req)),
  });
  r.delete('/api/featured-post/:id', {
    schema: { tags, summary: 'Delete (admin)', params: IdParam, response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) } },
    preHandler: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });
}
