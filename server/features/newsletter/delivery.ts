import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  newsletterConfirmPath,
  newsletterOneClickPath,
  newsletterUnsubscribePath,
} from '../../../common/newsletter';
import { isLocale, type Locale, localePath } from '../../../common/i18n';
import type { AppContext } from '../../context';
import { hashToken } from '../../lib/tokens';
import { addressLocale } from '../../mail/recipients';
import { newsletterConfirmationMail, newsletterMail } from '../../mail/templates';
import { backoffMs, type JobInfo, RetryLater } from '../../plugins/jobs';
import * as q from './queries';
import { DELIVERY_MAX_ATTEMPTS } from './service';

/** The newsletter's jobs: a send's batches and the signup's confirmation mail (registered by service.ts). */

/**
 * What an SMTP failure means for a delivery. `bounce`: the server refused the recipient for good (5xx at RCPT):
 * failed, and the address is suppressed forever. `reject`: the server refused this message for good (5xx at
 * DATA): failed, not suppressed (the content, not the address, may be at fault). `retry`: the recipient or
 * message was refused for now (4xx): retried with back-off. `transport`: no answer about this message
 * (connection, authentication, timeout, disk): it and the rest of the batch are retried later.
 */
export function classifyMailError(err: unknown): 'bounce' | 'reject' | 'retry' | 'transport' {
  const e = err as { responseCode?: number; code?: string };
  const status = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  if (status !== undefined && status >= 500 && status < 600) {
    if (e.code === 'EENVELOPE') return 'bounce';
    if (e.code === 'EMESSAGE') return 'reject';
    return 'transport';
  }
  if (status !== undefined && status >= 400 && status < 500) return 'retry';
  return 'transport';
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * One batch of a send. Each due delivery is claimed ('sending'), mailed, then marked 'sent' at once, so a crash
 * leaves at most the message in flight unsettled: it is sent again when the batch's job runs again (same
 * Message-ID). Deliveries waiting for a retry make the job run again when the first is due.
 */
export async function deliverBatch(ctx: AppContext, payload: unknown, job: JobInfo) {
  const { sendId, ids } = payload as { sendId: string; ids: string[] };
  const send = await q.findSend(ctx.db, sendId);
  if (!send) return;
  const claimed = await q.claimDeliveries(ctx.db, sendId, ids, job.claimId);
  const host = new URL(ctx.config.publicUrl).hostname;
  for (let i = 0; i < claimed.length; i++) {
    const d = claimed[i]!;
    if (job.signal.aborted) {
      await q.releaseDeliveries(
        ctx.db,
        claimed.slice(i).map((c) => c.id),
        job.claimId,
        0,
      );
      break;
    }
    if (d.subscriberStatus !== 'active' || d.suppressed) {
      await q.settleDelivery(ctx.db, d.id, job.claimId, { status: 'suppressed' });
      continue;
    }
    try {
      await ctx.mailer.send({
        to: d.email,
        messageId: `<newsletter-${d.id}@${host}>`,
        headers: {
          'List-Unsubscribe': `<${ctx.config.publicUrl}${newsletterOneClickPath(d.unsubscribeToken)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'List-Id': `AfriFounders newsletter <newsletter.${host}>`,
        },
        ...newsletterMail({
          locale: d.locale,
          subject: send.subject,
          content: send.content,
          htmlContent: send.htmlContent,
          unsubscribeUrl: `${ctx.config.publicUrl}${localePath(newsletterUnsubscribePath(d.unsubscribeToken), d.locale)}`,
        }),
      });
    } catch (err) {
      const kind = classifyMailError(err);
      const message = errorText(err);
      if (kind === 'bounce') await q.bounce(ctx.db, d.id, job.claimId, d.email, message);
      else if (kind === 'reject')
        await q.settleDelivery(ctx.db, d.id, job.claimId, { status: 'failed', error: message });
      else if (kind === 'retry' && d.attempts >= DELIVERY_MAX_ATTEMPTS)
        await q.settleDelivery(ctx.db, d.id, job.claimId, { status: 'failed', error: message });
      else {
        const delay = backoffMs(d.attempts, ctx.config.jobs.retryMs);
        await q.retryDelivery(ctx.db, d.id, job.claimId, delay, message);
        if (kind === 'transport') {
          // The mail server is unreachable or refusing us: the rest of the batch waits as long, untried.
          await q.releaseDeliveries(
            ctx.db,
            claimed.slice(i + 1).map((c) => c.id),
            job.claimId,
            delay,
            message,
          );
          break;
        }
      }
      continue;
    }
    if (!(await q.settleDelivery(ctx.db, d.id, job.claimId, { status: 'sent' })))
      job.log.warn({ delivery: d.id }, 'delivery sent after its claim was lost');
  }
  await q.finishSendIfSettled(ctx.db, sendId);
  const wait = await q.nextAttemptIn(ctx.db, ids);
  if (wait !== undefined) throw new RetryLater('deliveries wait for their retry', wait);
}

/** The confirmation job's payload: `locale` is the signup's language, when it was known (issue 20). */
export type ConfirmationJob = { subscriberId: string; token: string; locale?: Locale };

/**
 * The confirmation mail of a signup, unless a newer signup replaced its token or the address was confirmed. In
 * the signup's language; without one (an address an admin added, a job queued before issue 20), in the language
 * of the member with that address, else English. Its link opens the confirmation page in that language.
 */
export async function sendConfirmation(ctx: AppContext, payload: unknown) {
  const { subscriberId, token, locale: asked } = payload as ConfirmationJob;
  const row = await q.findSubscriber(ctx.db, subscriberId);
  const hash = hashToken(token);
  if (row?.status !== 'pending' || row.confirmTokenHash !== hash) return;
  if (row.suppressedReason === 'bounced') return;
  const locale = isLocale(asked) ? asked : await addressLocale(ctx.db, row.email);
  try {
    await ctx.mailer.send({
      to: row.email,
      ...newsletterConfirmationMail(
        locale,
        `${ctx.config.publicUrl}${localePath(newsletterConfirmPath(token), locale)}`,
        NEWSLETTER_CONFIRM_TTL_DAYS,
      ),
    });
  } catch (err) {
    // The address is refused for good: suppressed like a newsletter bounce, not retried.
    if (classifyMailError(err) !== 'bounce') throw err;
    await q.updateSubscriber(ctx.db, row.id, {
      suppressed: true,
      suppressedReason: 'bounced',
      suppressedAt: new Date(),
    });
  }
}
