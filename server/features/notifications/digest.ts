import { articlePath } from '../../../common/articles';
import { eventPath } from '../../../common/events';
import type { DigestFrequency } from '../../../common/notifications';
import { opportunityPath } from '../../../common/opportunities';
import { DEFAULT_LOCALE, isLocale, type Locale, msg } from '../../../common/i18n';
import type { AppContext } from '../../context';
import { translate } from '../../lib/i18n';
import { inTransaction } from '../../lib/transaction';
import { type JobInfo, RetryLater } from '../../plugins/jobs';
import { classifyMailError } from '../newsletter/service';
import { digestMail } from '../../mail/templates';
import * as dq from './digest-queries';
import { pageUrl, unsubscribeParts } from './mail';
import { presentNotification } from './presenter';
import { tokenOf } from './queries';

type Frequency = Exclude<DigestFrequency, 'off'>;
export const DIGEST_JOBS = { schedule: 'notifications.digest-schedule', send: 'notifications.digest-send' } as const;
/** How often the scheduler looks for members due a digest. */
export const DIGEST_SCHEDULE_MS = 15 * 60 * 1000;
const BATCH = 200;

/** The period a digest belongs to: the UTC day ('daily:2026-11-25') or the ISO week ('weekly:2026-W48'). */
export function periodKey(f: Frequency, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  if (f === 'daily') return `daily:${day}`;
  // ISO 8601 week: the week with the year's first Thursday is week 1.
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `weekly:${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The scheduler (a periodic job): for each rhythm, the period's delivery rows of every member due one, and
 * the jobs that send them in batches, in one transaction. A member gets at most one digest per period.
 */
export async function scheduleDigests(ctx: AppContext, now = new Date()) {
  let queued = 0;
  for (const f of ['daily', 'weekly'] as const) {
    const period = periodKey(f, now);
    queued += await inTransaction(ctx.db, async (tx) => {
      const ids = await dq.scheduleDigests(tx, f, period);
      const batches = [];
      for (let i = 0; i < ids.length; i += BATCH) batches.push({ period, frequency: f, ids: ids.slice(i, i + BATCH) });
      await ctx.jobs.enqueue(tx, DIGEST_JOBS.send, batches);
      return ids.length;
    });
  }
  return queued;
}

/**
 * One batch of a period's digests. Each is claimed for this run, mailed with a Message-ID of its own, then
 * settled at once: a crash leaves at most the digest in flight to be sent again, never one already acknowledged.
 */
export async function sendDigests(ctx: AppContext, payload: unknown, job: JobInfo) {
  const { period, frequency, ids } = payload as { period: string; frequency: Frequency; ids: string[] };
  const claimed = await dq.claimDigests(ctx.db, period, ids, job.claimId);
  if (!claimed.length) return;
  const extras = await dq.digestExtras(ctx.db, frequency);
  const host = new URL(ctx.config.publicUrl).hostname;
  for (const m of claimed) {
    // Stopping (or the lease was lost): the rest of the batch goes back to the queue, still unsent.
    if (job.signal.aborted) throw new RetryLater('stopped before the end of the batch', 0);
    // In the member's language as saved now (issue 20): its texts, and links to the pages in that language.
    const locale: Locale = isLocale(m.locale) ? m.locale : DEFAULT_LOCALE;
    const url = (path: string) => pageUrl(ctx, path, locale);
    const items = (await dq.digestItems(ctx.db, m.user_id)).map((r) => presentNotification(r, locale));
    if (!items.length && !extras.articles.length) {
      await dq.settleDigest(ctx.db, m.user_id, period, job.claimId, 'skipped', []);
      continue;
    }
    const token = m.token ?? (await tokenOf(ctx.db, m.user_id));
    const parts = unsubscribeParts(ctx, token, 'digest', locale);
    try {
      await ctx.mailer.send({
        to: m.email,
        messageId: `<digest-${m.user_id}-${period.replace(':', '-')}@${host}>`,
        headers: parts.headers,
        ...digestMail({
          locale,
          firstName: m.first_name,
          frequency,
          items: items.map((n) => ({ text: n.text, url: url(n.url) })),
          articles: extras.articles.map((a) => ({
            text: a.title,
            url: url(articlePath({ _id: a.id, title: a.title, articleType: a.article_type })),
          })),
          events: extras.events.map((e) => ({ text: e.title, url: url(eventPath(e.id)) })),
          opportunities: extras.opportunities.map((o) => ({
            text: translate(locale, msg('{title} at {name}'), { title: o.title, name: o.name }),
            url: url(opportunityPath(o.id)),
          })),
          unsubscribeUrl: parts.unsubscribeUrl,
          preferencesUrl: parts.preferencesUrl,
        }),
      });
    } catch (err) {
      // An address refused for good (or a message refused for good) must not hold up the rest of the batch;
      // anything else (the server unreachable, a refusal for now) retries the batch later.
      const kind = classifyMailError(err);
      if (kind !== 'bounce' && kind !== 'reject') throw err;
      job.log.warn({ user: m.user_id, kind }, 'digest refused by the mail server');
      await dq.settleDigest(ctx.db, m.user_id, period, job.claimId, 'skipped', []);
      continue;
    }
    await dq.settleDigest(
      ctx.db,
      m.user_id,
      period,
      job.claimId,
      'sent',
      items.map((n) => n._id),
    );
  }
}
