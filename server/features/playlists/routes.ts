import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswer } from '../../../common/schemas/errors';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import { Playlist, PlaylistBody } from '../../../common/schemas/playlists';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards } from '../../plugins/auth';
import * as service from './service';

export function playlistRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Video playlists'];

  r.get('/api/media/playlists', {
    config: { cache: { tags: () => [T.playlists], members: true } },
    schema: {
      tags,
      summary: 'Playlists, active first (the first active one is the hero video), each with its playlistId',
      querystring: PageQuery,
      response: { 200: z.array(Playlist), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });

  r.get('/api/media/admin/playlists', {
    schema: {
      tags,
      summary: 'Playlists for the manager (admin)',
      querystring: PageQuery,
      response: { 200: z.array(Playlist), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });

  r.post('/api/media/admin/playlists', {
    schema: {
      tags,
      summary: 'Create a playlist (admin): title, description, youtubeUrl',
      body: PlaylistBody,
      response: { 201: Playlist, ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body)),
  });

  r.patch('/api/media/admin/playlists/:id', {
    schema: {
      tags,
      summary: 'Edit a playlist (admin): the same fields',
      params: IdParam,
      body: PlaylistBody,
      response: { 200: Playlist, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.update(ctx, req.params.id, req.body),
  });

  r.patch('/api/media/admin/playlists/:id/toggle', {
    schema: {
      tags,
      summary: 'Switch a playlist between Active and Inactive (admin; no body)',
      params: IdParam,
      response: { 200: Playlist, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.toggle(ctx, req.params.id),
  });

  r.delete('/api/media/admin/playlists/:id', {
    schema: {
      tags,
      summary: 'Delete a playlist (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });
}
