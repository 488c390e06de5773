import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, localePath, splitLocale } from '../../../common/i18n';
import { OneClickBody } from '../../../common/schemas/newsletter';
import {
  Notification,
  NotificationUnsubscribeParams,
  Preferences,
  PreferencesBody,
  UnreadCount,
  UnsubscribeAnswer,
} from '../../../common/schemas/notifications';
import { IdParam, PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { localeOf } from '../../lib/i18n';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

const FORM = 'application/x-www-form-urlencoded';

/** The language of the page a form was posted from (its Referer's path: '/fr/…' is French), English otherwise. */
function pageLocale(referer: string | undefined): Locale {
  if (!referer) return DEFAULT_LOCALE;
  try {
    return splitLocale(new URL(referer).pathname).locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Issue 17: the member's notifications, their email preferences and the mails' one-click unsubscribe. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifications'];
  service.registerJobs(ctx);

  r.get('/api/notifications', {
    // The whole answer kept for the member, in their language, until one of their notifications changes.
    config: {
      cache: {
        tags: () => [],
        own: (req) => [T.notifications(req.auth.id), T.user(req.auth.id)],
        variant: (req) => localeOf(req, ctx),
        visitors: false,
      },
    },
    schema: {
      tags,
      summary: "The caller's notifications, newest first (X-Total-Count)",
      querystring: PageQuery,
      response: { 200: z.array(Notification), ...errors(400, 401) },
    },
    onRequest: guards.signedIn,
    handler: async (req, reply) =>
      sendPage(reply, await service.list(ctx, req.query, requireAuth(req), await localeOf(req, ctx))),
  });

  r.get('/api/notifications/unread-count', {
    schema: {
      tags,
      summary: "How many of the caller's notifications are unread (the bell polls it)",
      response: { 200: UnreadCount, ...errors(401) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.unreadCount(ctx, requireAuth(req)),
  });

  r.post('/api/notifications/read-all', {
    schema: { tags, summary: 'Mark all as read', response: { 200: UnreadCount, ...errors(401) } },
    onRequest: guards.signedIn,
    handler: (req) => service.markAllRead(ctx, requireAuth(req)),
  });

  r.post('/api/notifications/:id/read', {
    schema: {
      tags,
      summary: "Mark one of the caller's notifications read (another's is 404); answers the unread count",
      params: IdParam,
      response: { 200: UnreadCount, ...errors(400, 401, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.markRead(ctx, req.params.id, requireAuth(req)),
  });

  r.get('/api/notifications/preferences', {
    schema: {
      tags,
      summary: 'The digest frequency and, per type the caller can receive, the email choice and in-app switch',
      response: { 200: Preferences, ...errors(401) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.getPreferences(ctx, requireAuth(req)),
  });

  r.put('/api/notifications/preferences', {
    schema: {
      tags,
      summary: 'Change any part of the preferences; answers the whole',
      body: PreferencesBody,
      response: { 200: Preferences, ...errors(400, 401, 404) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.putPreferences(ctx, req.body, requireAuth(req)),
  });

  const linkLimit = ctx.limit({ name: 'notifications-link', checks: [{ per: 'ip', max: 60, windowSeconds: 600 }] });
  // RFC 8058 one-click, the List-Unsubscribe header's URL (also the unsubscribe page's button): no sign-in.
  app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/notifications/unsubscribe/:token/:type', {
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058) of one type's mail, or of the digest",
        consumes: [FORM, 'multipart/form-data', 'application/json'],
        params: NotificationUnsubscribeParams,
        body: OneClickBody,
        response: {
          200: UnsubscribeAnswer,
          303: z.null().describe('Back to the page (a browser form)'),
          ...errors(400, 404, 429),
        },
      },
      preHandler: linkLimit,
      handler: async (req, reply) => {
        const answer = await service.unsubscribe(ctx, req.params.token, req.params.type, await localeOf(req, ctx));
        // The unsubscribe page's form with JavaScript off: back to the page, in the language it was read in.
        if (req.headers.accept?.includes('text/html'))
          return reply.redirect(
            localePath(
              `/notifications/unsubscribe/${encodeURIComponent(req.params.token)}/${req.params.type}?done=1`,
              pageLocale(req.headers.referer),
            ),
            303,
          );
        return answer;
      },
    });
  });
}
