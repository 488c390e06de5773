import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Comment,
  CommentBody,
  CommentIdParam,
  CreatePostBody,
  LikeAnswer,
  MyContentItem,
  Post,
  PostClubParam,
  PostIdParam,
  ReplyBody,
} from '../../../common/schemas/posts';
import { MessageAnswer } from '../../../common/schemas/errors';
import { PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

export function postRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Posts'];
  const commentLimit = ctx.limit({
    name: 'comment',
    key: (r) => r.auth?.id,
    checks: [
      { per: 'ip', max: 30, windowSeconds: 60 },
      { per: 'key', max: 30, windowSeconds: 60 },
    ],
  });

  r.get('/api/post/get/all/:clubId', {
    // Visitors get the whole cached answer; a member's answer (the shared page with their likes and the fresh
    // counts laid over it) is kept for them alone until a like or a comment there, or their own like.
    config: {
      cache: {
        tags: (req) => [T.posts((req.params as { clubId: string }).clubId), T.communityVisibility],
        own: (req) => [T.postCounts((req.params as { clubId: string }).clubId), T.likes(req.auth.id)],
      },
    },
    schema: {
      tags,
      summary: "A community's posts, newest first, with likesCount, commentsCount and isLiked",
      params: PostClubParam,
      querystring: PageQuery,
      response: { 200: z.array(Post), ...errors(400, 404) },
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.params.clubId, req.query, req.auth)),
  });

  r.post('/api/post/create', {
    schema: {
      tags,
      summary: 'Write a post (members)',
      body: CreatePostBody,
      response: { 201: Post, ...errors(400, 401, 403, 404, 429) },
    },
    onRequest: guards.signedIn,
    preHandler: commentLimit,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body, requireAuth(req))),
  });

  r.get('/api/post/:postId', {
    schema: {
      tags,
      summary:
        'One post, with likesCount, commentsCount and isLiked (404 when its community is hidden from the caller)',
      params: PostIdParam,
      response: { 200: Post, ...errors(400, 404) },
    },
    handler: (req) => service.getOne(ctx, req.params.postId, req.auth),
  });

  r.delete('/api/post/:postId', {
    schema: {
      tags,
      summary: 'Delete a post (its author or an admin)',
      params: PostIdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.remove(ctx, req.params.postId, requireAuth(req)),
  });

  r.post('/api/post/like/:postId', {
    schema: {
      tags,
      summary: "Toggle the caller's like",
      params: PostIdParam,
      response: { 200: LikeAnswer, ...errors(400, 401, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.toggleLike(ctx, req.params.postId, requireAuth(req)),
  });

  r.get('/api/post/comment/:postId', {
    config: {
      cache: {
        tags: (req) => [
          T.comments((req.params as { postId: string }).postId),
          T.post((req.params as { postId: string }).postId),
          T.communityVisibility,
        ],
        members: true,
      },
    },
    schema: {
      tags,
      summary: 'Comments of a post with their nested replies (one query per page)',
      params: PostIdParam,
      querystring: PageQuery,
      response: { 200: z.array(Comment), ...errors(400, 404) },
    },
    handler: async (req, reply) =>
      sendPage(reply, await service.listComments(ctx, req.params.postId, req.query, req.auth)),
  });

  r.post('/api/post/comment/:postId', {
    schema: {
      tags,
      summary: 'Comment on a post (members)',
      params: PostIdParam,
      body: CommentBody,
      response: { 201: Comment, ...errors(400, 401, 403, 404, 429) },
    },
    onRequest: guards.signedIn,
    preHandler: commentLimit,
    handler: async (req, reply) =>
      reply.status(201).send(await service.createComment(ctx, req.params.postId, req.body.body, requireAuth(req))),
  });

  r.post('/api/comment/reply/:commentId', {
    schema: {
      tags,
      summary: 'Reply to a comment or a reply (members)',
      params: CommentIdParam,
      body: ReplyBody,
      response: { 201: Comment, ...errors(400, 401, 403, 404, 429) },
    },
    onRequest: guards.signedIn,
    preHandler: commentLimit,
    handler: async (req, reply) =>
      reply.status(201).send(await service.createReply(ctx, req.params.commentId, req.body, requireAuth(req))),
  });

  r.delete('/api/comment/:commentId', {
    schema: {
      tags,
      summary: 'Delete a comment or reply with its replies (its author or an admin)',
      params: CommentIdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.removeComment(ctx, req.params.commentId, requireAuth(req)),
  });

  r.get('/api/post/mine', {
    schema: {
      tags,
      summary:
        "The caller's posts and comments (replies too) across the communities they can see, newest first, each with an excerpt and the address of its place",
      querystring: PageQuery,
      response: { 200: z.array(MyContentItem), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.listMine(ctx, req.query, requireAuth(req))),
  });
}
