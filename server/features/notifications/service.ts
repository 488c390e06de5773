import {
  DEFAULT_DIGEST,
  DEFAULT_PREFERENCES,
  type DigestFrequency,
  NOTIFICATION_MESSAGES as M,
  TYPE_LABELS,
  type NotificationType,
  type TypePreference,
  typesFor,
} from '../../../common/notifications';
import { DEFAULT_LOCALE, type Locale, msg } from '../../../common/i18n';
import { isAdmin } from '../../../common/roles';
import type { Preferences, PreferencesBody } from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { mapPage, type Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { DIGEST_JOBS, DIGEST_SCHEDULE_MS, scheduleDigests, sendDigests } from './digest';
import * as dq from './digest-queries';
import { emit as emitEvent, emitIn, JOBS, type NotifyEvent, runEvent } from './events';
import { sendInstant } from './mail';
import { presentNotification } from './presenter';
import * as q from './queries';

export type { NotifyEvent };

/**
 * Tells the notifications what happened, in the transaction (or database) of the write: other features call
 * this, and a job does the rest (events.ts).
 */
export const emit = (ctx: AppContext, exec: Parameters<typeof emitEvent>[1], event: NotifyEvent) =>
  emitEvent(ctx, exec, event);
/** The same, by the write's own statement: a CTE of it, then `after(exec)` once it succeeded (events.ts). */
export { emitIn };

/**
 * A page of the member's notifications, their sentences in `locale` (the request's language, issue 20). The
 * route keeps the whole answer for the member, per language (`config.cache.own` with its `variant`): the event
 * job forgets it for each recipient, in every process, and so does reading.
 */
export async function list(ctx: AppContext, page: Page, auth: AuthUser, locale: Locale = DEFAULT_LOCALE) {
  return mapPage(await q.listNotifications(ctx.db, auth.id, page), (row) => presentNotification(row, locale));
}

/** When each member was last written as seen by this process (at most every SEEN_EVERY_MS). */
const seen = new Map<string, number>();
const SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * The bell's count. Asking for it is a visit: the member's `last_seen_at` moves (at most every five minutes per
 * process, off the answer's path), so the digest leaves out what they have already seen here.
 */
export async function unreadCount(ctx: AppContext, auth: AuthUser) {
  const now = Date.now();
  if ((seen.get(auth.id) ?? 0) < now - SEEN_EVERY_MS) {
    if (seen.size > 50_000) seen.clear();
    seen.set(auth.id, now);
    dq.touchSeen(ctx.db, auth.id).catch(() => seen.delete(auth.id));
  }
  const count = await ctx.cache.own(auth.id, 'notifications:unread', [T.notifications(auth.id)], () =>
    q.unreadCount(ctx.db, auth.id),
  );
  return { count };
}

export async function markRead(ctx: AppContext, id: string, auth: AuthUser) {
  if (!(await q.markRead(ctx.db, auth.id, id))) throw notFound(M.notFound);
  await ctx.cache.invalidate([T.notifications(auth.id)]);
  return unreadCount(ctx, auth);
}

export async function markAllRead(ctx: AppContext, auth: AuthUser) {
  await q.markAllRead(ctx.db, auth.id);
  await ctx.cache.invalidate([T.notifications(auth.id)]);
  return { count: 0 };
}

/** Stored choices over the defaults, for the types the member can receive. */
function resolve(
  stored: { digest?: string; types?: Record<string, unknown> } | undefined,
  admin: boolean,
): Preferences {
  const types: Preferences['types'] = {};
  for (const t of typesFor(admin)) {
    const own = (stored?.types?.[t] ?? {}) as Partial<TypePreference>;
    types[t] = { ...DEFAULT_PREFERENCES[t], ...own };
  }
  return { digest: (stored?.digest as DigestFrequency | undefined) ?? DEFAULT_DIGEST, types };
}

export async function getPreferences(ctx: AppContext, auth: AuthUser) {
  return resolve(await q.findSettings(ctx.db, auth.id), isAdmin(auth.roles));
}

/** Any part of the preferences; a type the member cannot receive (review items for a member) is refused. */
export async function putPreferences(ctx: AppContext, body: PreferencesBody, auth: AuthUser) {
  const admin = isAdmin(auth.roles);
  const current = resolve(await q.findSettings(ctx.db, auth.id), admin);
  const types: Record<string, TypePreference> = {};
  for (const [key, patch] of Object.entries(body.types ?? {})) {
    const type = key as NotificationType;
    if (!typesFor(admin).includes(type)) throw notFound(`You do not receive ${type} notifications.`);
    types[type] = { ...current.types[type]!, ...patch };
  }
  await q.saveSettings(ctx.db, auth.id, { digest: body.digest, types });
  return getPreferences(ctx, auth);
}

/**
 * The one-click unsubscribe of a mail (no sign-in: the token is the member's, the type the mail's): that type's
 * mail goes off, or the digest when the type is 'digest'. Another member's token is a different row. The answer
 * is in `locale` (the request's: the unsubscribe page's language).
 */
export async function unsubscribe(
  ctx: AppContext,
  token: string,
  type: NotificationType | 'digest',
  locale: Locale = DEFAULT_LOCALE,
) {
  const row = await q.settingsByToken(ctx.db, token);
  if (!row) throw notFound('This unsubscribe link is not valid.');
  if (type === 'digest') {
    await q.saveSettings(ctx.db, row.user_id, { digest: 'off' });
    return { type, message: translate(locale, msg('You will no longer receive the digest.')) };
  }
  const own = (row.types?.[type] ?? {}) as Partial<TypePreference>;
  await q.saveSettings(ctx.db, row.user_id, {
    types: { [type]: { ...DEFAULT_PREFERENCES[type], ...own, email: 'off' } },
  });
  const label = translate(locale, TYPE_LABELS[type]);
  return { type, message: translate(locale, msg('You will no longer receive emails for: {label}.'), { label }) };
}

/** Registers the notification jobs with the queue (the workers start in main.ts). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register(JOBS.event, (payload) => runEvent(ctx, payload as NotifyEvent));
  ctx.jobs.register(JOBS.mail, (payload) => sendInstant(ctx, payload));
  ctx.jobs.register(DIGEST_JOBS.send, (payload, job) => sendDigests(ctx, payload, job));
  ctx.jobs.every(DIGEST_JOBS.schedule, DIGEST_SCHEDULE_MS, async () => {
    await scheduleDigests(ctx);
  });
}
