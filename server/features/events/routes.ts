import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateEventBody, Event, EventListQuery, UpdateEventBody } from '../../../common/schemas/events';
import { MessageAnswer } from '../../../common/schemas/errors';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

export function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Events'];

  // Visitors and members get the same upcoming list; admins (always fresh) also get archived events.
  r.get('/api/event', {
    config: { cache: { tags: () => [T.events], members: true } },
    schema: {
      tags,
      summary:
        'Upcoming events, soonest first (admins: every event, latest first); filter all|featured|free|paid|archived',
      querystring: EventListQuery,
      response: { 200: z.array(Event), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query, req.auth)),
  });

  r.get('/api/event/featured', {
    config: { cache: { tags: () => [T.events], members: true } },
    schema: {
      tags,
      summary: 'Featured upcoming events, soonest first (home page)',
      querystring: PageQuery,
      response: { 200: z.array(Event), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.listFeatured(ctx, req.query)),
  });

  r.get('/api/event/:id', {
    config: { cache: { tags: () => [T.events], members: true } },
    schema: {
      tags,
      summary: 'One event (archived ones too, with isArchived)',
      params: IdParam,
      response: { 200: Event, ...errors(400, 404) },
    },
    handler: (req) => service.get(ctx, req.params.id),
  });

  // Page-level files (not under /api), registered explicitly: the web app answers unknown dotted paths 404.
  app.get(
    '/event/calendar.ics',
    { schema: { tags, summary: 'iCalendar feed of the upcoming events (to subscribe to)' } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(await service.calendar(ctx)),
  );

  app.get<{ Params: { id: string } }>(
    '/event/:id.ics',
    { schema: { tags, summary: "One event as an .ics file ('Add to calendar')" } },
    async (req, reply) => {
      const file = await service.calendarFile(ctx, req.params.id);
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .type('text/calendar; charset=utf-8')
        .send(file.body);
    },
  );

  r.post('/api/event/create', {
    schema: {
      tags,
      summary: 'Create an event (admin; multipart with the image)',
      consumes: ['multipart/form-data'],
      body: CreateEventBody,
      response: { 201: Event, ...errors(400, 401, 403, 413) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.create(ctx, req.body, requireAuth(req))),
  });

  r.patch('/api/event/:id', {
    schema: {
      tags,
      summary: 'Feature or unfeature an event (admin; not for archived events)',
      params: IdParam,
      body: UpdateEventBody,
      response: { 200: Event, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.update(ctx, req.params.id, req.body),
  });

  r.delete('/api/event/:id', {
    schema: {
      tags,
      summary: 'Delete an event (admin)',
      params: IdParam,
      response: { 200: MessageAnswer, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.remove(ctx, req.params.id),
  });
}
