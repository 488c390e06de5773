import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActiveCategory,
  Category,
  CategoryListQuery,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '../../../common/schemas/categories';
import { IdParam } from '../../../common/schemas/pagination';
import { MessageAnswer } from '../../../common/schemas/errors';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { errors } from '../../lib/route-schemas';
import { guards } from '../../plugins/auth';
import * as service from './service';

export function categoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Categories'];

  r.get('/api/category/active', {
    config: { cache: { tags: () => [T.categories], members: true } },
    schema: { tags, summary: 'Active categories', response: { 200: z.array(ActiveCategory) } },
    handler: () => service.listActive(ctx),
  });

  r.get('/api/category', {
    // Inactive categories are for admins, who always read fresh; everyone else gets the same answer.
    config: { cache: { tags: () => [T.categories], members: true } },
    schema: {
      tags,
      summary: 'Categories; ?includeInactive=true for admins',
      querystring: CategoryListQuery,
      response: { 200: z.array(Category), ...errors(401, 403) },
    },
    handler: (req) => service.list(ctx, req.query.includeInactive === 'true', req.auth),
  });

  r.post('/api/category', {
    schema: {
      tags,
      summary: 'Create a category (admin); the slug is derived from the name',
      body: CreateCategoryBody,
      response: { 201: Category, ...errors(400, 401, 403, 409) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body)),
  });

  r.patch('/api/category/:id', {
    schema: {
      tags,
      summary: 'Edit a category (admin)',
      params: IdParam,
      body: UpdateCategoryBody,
      response: { 200: Category, ...errors(400, 401, 403, 404, 409) },
    },
    onRequest: guards.admin,
    handler: (req) => service.update(ctx, req.params.id, req.body),
  });

  r.delete('/api/category/:id', {
    schema: {
      tags,
      summary: 'Delete a category for good (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });
}
