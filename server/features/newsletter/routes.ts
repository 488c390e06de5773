import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmBody,
  ManualBody,
  NewsletterAnswer,
  NewsletterSend,
  OneClickBody,
  SendBody,
  Subscriber,
  SubscribeBody,
  UnsubscribeBody,
  UnsubscribeParam,
} from '../../../common/schemas/newsletter';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { localeOf } from '../../lib/i18n';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as member from './member';
import * as service from './service';

const FORM = 'application/x-www-form-urlencoded';

export function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Newsletter'];
  service.registerJobs(ctx);

  // Like the other public forms that send mail: per IP, and per address.
  const signupLimit = ctx.limit({
    name: 'newsletter-subscribe',
    key: (req) => (req.body as { email?: unknown } | undefined)?.email?.toString(),
    checks: [
      { per: 'ip', max: 30, windowSeconds: 600 },
      { per: 'key', max: 5, windowSeconds: 600 },
    ],
  });
  const linkLimit = ctx.limit({ name: 'newsletter-link', checks: [{ per: 'ip', max: 60, windowSeconds: 600 }] });

  r.post('/api/newsletter/subscribe', {
    schema: {
      tags,
      summary: 'Sign up to the newsletter: pending until the mailed link is confirmed (double opt-in)',
      body: SubscribeBody,
      response: { 201: NewsletterAnswer, ...errors(400, 409, 429) },
    },
    preHandler: signupLimit,
    // The confirmation mail is in the page's language (the web app names it in Accept-Language).
    handler: async (req, reply) =>
      reply.status(201).send(await service.subscribe(ctx, req.body, await localeOf(req, ctx))),
  });

  r.post('/api/newsletter/confirm', {
    schema: {
      tags,
      summary: "Confirm a signup with its mailed token (the confirmation page's button; a GET never confirms)",
      body: ConfirmBody,
      response: { 200: NewsletterAnswer, ...errors(400, 404, 410, 429) },
    },
    preHandler: linkLimit,
    handler: (req) => service.confirm(ctx, req.body.token),
  });

  r.post('/api/newsletter/unsubscribe', {
    schema: {
      tags,
      summary: "Unsubscribe with the mailed token (the unsubscribe page's button; a GET never unsubscribes)",
      body: UnsubscribeBody,
      response: { 200: NewsletterAnswer, ...errors(400, 404, 429) },
    },
    preHandler: linkLimit,
    handler: (req) => service.unsubscribe(ctx, req.body.token),
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form-encoded or multipart) to the
  // List-Unsubscribe header's URL. Its own scope, so the form-encoded parser serves this route only.
  app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/newsletter/unsubscribe/:token', {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): the URL of every newsletter’s List-Unsubscribe header',
        consumes: [FORM, 'multipart/form-data', 'application/json'],
        params: UnsubscribeParam,
        body: OneClickBody,
        response: { 200: NewsletterAnswer, ...errors(400, 404, 429) },
      },
      preHandler: linkLimit,
      handler: (req) => service.unsubscribe(ctx, req.params.token),
    });
  });

  r.get('/api/newsletter', {
    schema: {
      tags,
      summary: 'Pending and active subscribers, newest first, each with its status (admin)',
      querystring: PageQuery,
      response: { 200: z.array(Subscriber), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.list(ctx, req.query)),
  });

  r.post('/api/newsletter/manual', {
    schema: {
      tags,
      summary: 'Add an address, active at once (admin); one that unsubscribed must confirm again',
      body: ManualBody,
      response: { 201: Subscriber, ...errors(400, 401, 403, 409) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(201).send(await service.addManual(ctx, req.body)),
  });

  r.post('/api/newsletter/send', {
    schema: {
      tags,
      summary: 'Send a newsletter to every confirmed subscriber, in the background (admin); answers its progress',
      body: SendBody,
      response: { 202: NewsletterSend, ...errors(400, 401, 403, 409) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => reply.status(202).send(await service.send(ctx, req.body, requireAuth(req))),
  });

  r.get('/api/newsletter/sends', {
    schema: {
      tags,
      summary: 'Newsletters sent, newest first, each with its progress (admin)',
      querystring: PageQuery,
      response: { 200: z.array(NewsletterSend), ...errors(400, 401, 403) },
    },
    onRequest: guards.admin,
    handler: async (req, reply) => sendPage(reply, await service.listSends(ctx, req.query)),
  });

  r.get('/api/newsletter/sends/:id', {
    schema: {
      tags,
      summary: "One newsletter's progress: queued, sent and failed of total (admin)",
      params: IdParam,
      response: { 200: NewsletterSend, ...errors(400, 401, 403, 404) },
    },
    onRequest: guards.admin,
    handler: (req) => service.getSend(ctx, req.params.id),
  });

  // The signed-in member's own address (issue 17: the Email preferences page), without a mailed token.
  const MemberSubscription = z.object({ email: z.string(), status: z.enum(['active', 'pending', 'none']) });
  r.get('/api/newsletter/me', {
    schema: {
      tags,
      summary: "Whether the member's account address is subscribed: active, pending (not confirmed yet) or none",
      response: { 200: MemberSubscription, ...errors(401) },
    },
    onRequest: guards.signedIn,
    handler: (req) => member.memberStatus(ctx, requireAuth(req)),
  });

  r.post('/api/newsletter/me', {
    schema: {
      tags,
      summary: "Sign the member's account address up: pending until the mailed link is confirmed; 409 when active",
      response: { 201: NewsletterAnswer, ...errors(401, 409, 429) },
    },
    onRequest: guards.signedIn,
    preHandler: linkLimit,
    handler: async (req, reply) => reply.status(201).send(await member.memberSubscribe(ctx, requireAuth(req))),
  });

  r.delete('/api/newsletter/me', {
    schema: {
      tags,
      summary: "Unsubscribe the member's account address (no token needed); repeating it answers the same",
      response: { 200: NewsletterAnswer, ...errors(401) },
    },
    onRequest: guards.signedIn,
    handler: (req) => member.memberUnsubscribe(ctx, requireAuth(req)),
  });
}
