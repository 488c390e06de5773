import { TYPE_LABELS, type NotificationType } from '../../../common/notifications';
import type { AppContext } from '../../context';
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

/** The headers and links every notification mail and digest carries for `type` (or the digest). */
export function unsubscribeParts(ctx: AppContext, token: string, type: NotificationType | 'digest') {
  const base = ctx.config.publicUrl;
  const path = type === 'digest' ? `/api/notifications/unsubscribe/${token}/digest` : oneClickPath(token, type);
  return {
    headers: { 'List-Unsubscribe': `<${base}${path}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    unsubscribeUrl: `${base}/notifications/unsubscribe/${encodeURIComponent(token)}/${type}`,
    preferencesUrl: `${base}${PREFERENCES_PATH}`,
  };
}

/**
 * The 'at once' mail of one notification (a job): not for a suspended account or an address the newsletter's
 * bounce handling suppressed; marked sent after the SMTP server took it, so a retry after a crash before that
 * sends it again rather than never.
 */
export async function sendInstant(ctx: AppContext, payload: unknown) {
  const { id } = payload as { id: string };
  const row = await q.findForMail(ctx.db, id);
  if (row?.email !== 'instant') return;
  if (row.status !== 'active' || row.bounced) return q.markMailed(ctx.db, id);
  const token = row.token ?? (await q.tokenOf(ctx.db, row.userId));
  const n = presentNotification(row);
  const parts = unsubscribeParts(ctx, token, n.type);
  const url = `${ctx.config.publicUrl}${n.url}`;
  const d = (row.data ?? {}) as Record<string, string>;
  // An application's outcome keeps the mail of issue 11, with the footer of every notification mail.
  const outcome = n.type === 'application_status' && (d.status === 'shortlisted' || d.status === 'declined');
  const mail = outcome
    ? applicationStatusMail({
        firstName: row.firstName,
        opportunityTitle: d.title ?? '',
        startupName: d.name ?? '',
        status: d.status as 'shortlisted' | 'declined',
        applicationsUrl: url,
        footer: notificationFooter(TYPE_LABELS[n.type], parts),
      })
    : notificationMail({ firstName: row.firstName, text: n.text, url, typeLabel: TYPE_LABELS[n.type], ...parts });
  const host = new URL(ctx.config.publicUrl).hostname;
  try {
    await ctx.mailer.send({ to: row.to, ...mail, headers: parts.headers, messageId: `<notification-${id}@${host}>` });
  } catch (err) {
    // Refused for good (the address or the message): not retried. Anything else is retried by the queue.
    const kind = classifyMailError(err);
    if (kind !== 'bounce' && kind !== 'reject') throw err;
  }
  await q.markMailed(ctx.db, id);
}
