import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from '../../../common/i18n';
import { TYPE_LABELS, type NotificationType } from '../../../common/notifications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { coalescedBy } from '../../lib/coalesce';
import { translate } from '../../lib/i18n';
import { applicationStatusMail, notificationFooter, notificationMail } from '../../mail/templates';
import { presentNotification } from './presenter';
import * as q from './queries';
import { classifyMailError } from '../newsletter/service';

export const PREFERENCES_PATH = '/user/subscription';
/** The page behind a mail's unsubscribe link (its button posts to the one-click address). */
export const unsubscribePagePath = (token: string, type: NotificationType) =>
  `/notifications/unsubscribe/${encodeURIComponent(token)}/${type}`;
/** RFC 8058's one-click address of the List-Unsubscribe header. */
export const oneClickPath = (token: string, type: NotificationType) =>
  `/api/notifications/unsubscribe/${encodeURIComponent(token)}/${type}`;

/** A page's address in the mail's language (issue 20): a French mail's links open the French pages. */
export const pageUrl = (ctx: AppContext, path: string, locale: Locale) =>
  `${ctx.config.publicUrl}${localePath(path, locale)}`;

/**
 * The headers and links every notification mail and digest carries for `type` (or the digest): the pages in the
 * mail's language, the one-click address (an API call) the same in every language.
 */
export function unsubscribeParts(ctx: AppContext, token: string, type: NotificationType | 'digest', locale: Locale) {
  const base = ctx.config.publicUrl;
  const path = type === 'digest' ? `/api/notifications/unsubscribe/${token}/digest` : oneClickPath(token, type);
  return {
    headers: { 'List-Unsubscribe': `<${base}${path}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    unsubscribeUrl: pageUrl(ctx, `/notifications/unsubscribe/${encodeURIComponent(token)}/${type}`, locale),
    preferencesUrl: pageUrl(ctx, PREFERENCES_PATH, locale),
  };
}

// The mail jobs that run at the same moment read their notifications, and mark them mailed, together.
const findForMail = coalescedBy((db: Db) => (ids: string[]) => q.findForMail(db, ids));
const markMailed = coalescedBy((db: Db) => (ids: string[]) => q.markMailed(db, ids));

/**
 * The 'at once' mail of one notification (a job), in the member's language as saved when it is sent: not for a
 * suspended account or an address the newsletter's bounce handling suppressed; marked sent after the SMTP server
 * took it, so a retry after a crash before that sends it again rather than never.
 */
export async function sendInstant(ctx: AppContext, payload: unknown) {
  const { id } = payload as { id: string };
  const row = await findForMail(ctx.db, id);
  if (row?.email !== 'instant') return;
  if (row.status !== 'active' || row.bounced) return markMailed(ctx.db, id);
  const locale: Locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const token = row.token ?? (await q.tokenOf(ctx.db, row.userId));
  const n = presentNotification(row, locale);
  const parts = unsubscribeParts(ctx, token, n.type, locale);
  const url = pageUrl(ctx, n.url, locale);
  const typeLabel = translate(locale, TYPE_LABELS[n.type]);
  const d = (row.data ?? {}) as Record<string, string>;
  // An application's outcome keeps the mail of issue 11, with the footer of every notification mail.
  const outcome = n.type === 'application_status' && (d.status === 'shortlisted' || d.status === 'declined');
  const mail = outcome
    ? applicationStatusMail({
        locale,
        firstName: row.firstName,
        opportunityTitle: d.title ?? '',
        startupName: d.name ?? '',
        status: d.status as 'shortlisted' | 'declined',
        applicationsUrl: url,
        footer: notificationFooter(locale, typeLabel, parts),
      })
    : notificationMail({ locale, firstName: row.firstName, text: n.text, url, typeLabel, ...parts });
  const host = new URL(ctx.config.publicUrl).hostname;
  try {
    await ctx.mailer.send({ to: row.to, ...mail, headers: parts.headers, messageId: `<notification-${id}@${host}>` });
  } catch (err) {
    // Refused for good (the address or the message): not retried. Anything else is retried by the queue.
    const kind = classifyMailError(err);
    if (kind !== 'bounce' && kind !== 'reject') throw err;
  }
  await markMailed(ctx.db, id);
}
