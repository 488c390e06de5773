import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Article,
  ArticleCard,
  ArticleListQuery,
  CommunityIdParam,
  CreateArticleBody,
  CreateCommunityArticleBody,
  MyArticle,
  RelatedAnswer,
  RelatedQuery,
  UpdateArticleBody,
} from '../../../common/schemas/articles';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import { MessageAnswer } from '../../../common/schemas/errors';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

export function articleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Articles'];
  const consumes = ['multipart/form-data'];

  // Lists for non-admins show published articles only: one cached answer for visitors and members.
  r.get('/api/article', {
    config: { cache: { tags: () => [T.articles], members: true } },
    schema: {
      tags,
      summary:
        'Approved articles (admins: all), as cards without the body; search, tag (any of), author, category, type, status, sort recent|popular',
      querystring: ArticleListQuery,
      response: { 200: z.array(ArticleCard), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query, req.auth)),
  });

  r.get('/api/article/featured', {
    config: { cache: { tags: () => [T.articles], members: true } },
    schema: {
      tags,
      summary: 'Approved featured articles, newest first, at most 6',
      response: { 200: z.array(Article) },
    },
    handler: () => service.listFeatured(ctx),
  });

  // An author may read their own pending article: a member's answer is kept for them alone.
  r.get('/api/article/:id', {
    config: {
      cache: { tags: (req) => [T.article((req.params as { id: string }).id), T.communityVisibility], own: () => [] },
    },
    schema: {
      tags,
      summary: 'One article with its author; 404 unless visible to the caller',
      params: IdParam,
      response: { 200: Article, ...errors(400, 404) },
    },
    handler: (req) => service.get(ctx, req.params.id, req.auth),
  });

  const viewLimit = ctx.limit({ name: 'view', checks: [{ per: 'ip', max: 120, windowSeconds: 60 }] });
  r.post('/api/article/:id/view', {
    preHandler: viewLimit,
    schema: {
      tags,
      summary: 'Count a view of an approved article (one statement, no lost updates)',
      params: IdParam,
      response: { 200: z.object({ views: z.number().int() }), ...errors(400, 404) },
    },
    handler: (req) => service.countView(ctx, req.params.id),
  });

  r.get('/api/article/:id/related', {
    config: {
      cache: {
        tags: (req) => [T.articles, T.article((req.params as { id: string }).id), T.communityVisibility],
        own: () => [],
      },
    },
    schema: {
      tags,
      summary: 'Approved articles of the same category',
      params: IdParam,
      querystring: RelatedQuery,
      response: { 200: RelatedAnswer, ...errors(400, 404) },
    },
    handler: (req) => service.listRelated(ctx, req.params.id, req.query.limit, req.auth),
  });

  r.get('/api/article/community/:communityId', {
    // A member's answer may hold their own unapproved articles: kept for them alone.
    config: { cache: { tags: () => [T.articles, T.communityVisibility], own: () => [] } },
    schema: {
      tags,
      summary: "A community's articles visible to the caller (approved; the author's own pending ones; admins all)",
      params: CommunityIdParam,
      querystring: ArticleListQuery,
      response: { 200: z.array(ArticleCard), ...errors(400, 404) },
    },
    handler: async (req, reply) =>
      sendPage(reply, await service.listInCommunity(ctx, req.params.communityId, req.query, req.auth)),
  });

  r.post('/api/article/create-general', {
    schema: {
      tags,
      summary: 'Create a general article (admin); published approved',
      consumes,
      body: CreateArticleBody,
      response: { 201: Article, ...errors(400, 401, 403, 413) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.createGeneral(ctx, req.body, requireAuth(req))),
  });

  r.post('/api/article/create-community/:communityId', {
    schema: {
      tags,
      summary: 'Create a community article (members); starts pending',
      params: CommunityIdParam,
      consumes,
      body: CreateCommunityArticleBody,
      response: { 201: z.object({ article: Article }), ...errors(400, 401, 403, 404, 413) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) =>
      reply
        .status(201)
        .send({ article: await service.createInCommunity(ctx, req.params.communityId, req.body, requireAuth(req)) }),
  });

  r.patch('/api/article/:id', {
    schema: {
      tags,
      summary:
        'Edit (admin, or the author of a community article; title, summary and body required), and/or set featured and status (admin)',
      params: IdParam,
      body: UpdateArticleBody,
      consumes: ['application/json', 'multipart/form-data'],
      response: { 200: Article, ...errors(400, 401, 403, 404, 413) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.update(ctx, req.params.id, req.body, requireAuth(req)),
  });

  r.delete('/api/article/:id', {
    schema: {
      tags,
      summary: 'Delete an article (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });

  // Static, so it wins over /api/article/:id whatever the order. Not cached: the author's own page, read fresh.
  r.get('/api/article/mine', {
    schema: {
      tags,
      summary:
        "The caller's community articles in every status (pending, approved, disapproved), newest first, with their community and the addresses to read and edit them",
      querystring: PageQuery,
      response: { 200: z.array(MyArticle), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMine(ctx, req.query, requireAuth(req))),
  });
}
