import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import {
  Bookmark,
  BookmarkBody,
  BookmarkParams,
  BookmarkQuery,
  BookmarkState,
  BookmarkStateQuery,
} from '../../../common/schemas/bookmarks';
import type { AppContext } from '../../context';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

/** Bookmarks (issue 17): a member's saved articles, posts, events, programs and opportunities. Never cached. */
export function bookmarkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Bookmarks'];
  const saveLimit = ctx.limit({
    name: 'bookmark',
    key: (req) => req.auth?.id,
    checks: [
      { per: 'ip', max: 120, windowSeconds: 60 },
      { per: 'key', max: 60, windowSeconds: 60 },
    ],
  });

  r.get('/api/bookmarks', {
    schema: {
      tags,
      summary:
        "The caller's bookmarks, newest first, all kinds or one: {kind, _id (the item's), title, url, savedAt, available}",
      querystring: BookmarkQuery,
      response: { 200: z.array(Bookmark), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query, requireAuth(req))),
  });

  r.get('/api/bookmarks/state', {
    schema: {
      tags,
      summary: 'Which of some items of one kind the caller saved (`ids` comma-separated, up to 100)',
      querystring: BookmarkStateQuery,
      response: { 200: BookmarkState, ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.state(ctx, req.query, requireAuth(req)),
  });

  r.post('/api/bookmarks', {
    schema: {
      tags,
      summary:
        'Save an item the caller may see (201; 200 when it was saved already, its first date kept); 404 for a missing or hidden item',
      body: BookmarkBody,
      response: { 200: Bookmark, 201: Bookmark, ...errors(400, 401, 404, 429) },
    },
    onRequest: guards.signedIn,
    preHandler: saveLimit,
    handler: async (req, reply) => {
      const { bookmark, created } = await service.create(ctx, req.body, requireAuth(req));
      return reply.status(created ? 201 : 200).send(bookmark);
    },
  });

  r.delete('/api/bookmarks/:kind/:id', {
    schema: {
      tags,
      summary: 'Remove a bookmark (the same answer when there was none)',
      params: BookmarkParams,
      response: { 200: MessageAnswer, ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.remove(ctx, req.params, requireAuth(req)),
  });
}
