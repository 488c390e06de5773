import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_MESSAGES as M,
  isSignupExpired,
  newsletterConfirmPath,
  newsletterOneClickPath,
  newsletterUnsubscribePath,
} from '../../../common/newsletter';
import type { ManualBody, NewsletterAnswer, SendBody, SubscribeBody } from '../../../common/schemas/newsletter';
import type { PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { conflict, gone, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/pagination';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { newsletterConfirmationMail, newsletterMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { backoffMs, type Executor, type JobInfo, RetryLater } from '../../plugins/jobs';
import { presentSend, presentSubscriber } from './presenter';
import * as users from '../users/service';
import * as q from './queries';

/** Job names of the queue (server/plugins/jobs.ts). */
export const JOBS = {
  deliver: 'newsletter.deliver',
  confirmation: 'newsletter.confirmation',
  cleanup: 'newsletter.cleanup',
} as const;
/** Deliveries per job: small batches spread a send over workers and bound what a crash leaves to check. */
export const DELIVERY_BATCH = 50;
/**
 * Attempts of a delivery whose recipient keeps being refused for now (4xx; back-off doubling from JOB_RETRY_MS)
 * before it fails. When the mail server cannot be reached at all, deliveries wait (at most an hour between tries)
 * and never fail: nothing is lost in an outage.
 */
export const DELIVERY_MAX_ATTEMPTS = 10;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

const newUnsubscribeToken = () => randomBytes(32).toString('base64url');
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

// --- Public: signup, confirmation, unsubscribe ---

/** Stores a fresh confirmation token for a pending subscriber and queues its mail (in the same transaction). */
async function startConfirmation(ctx: AppContext, tx: Executor, subscriberId: string, mail: boolean) {
  const { token, hash } = newOpaqueToken();
  const row = await q.updateSubscriber(tx, subscriberId, {
    status: 'pending',
    confirmTokenHash: hash,
    confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_MS),
  });
  if (mail) await ctx.jobs.enqueue(tx, JOBS.confirmation, [{ subscriberId, token }], { maxAttempts: 10 });
  return row;
}

/**
 * POST /newsletter/subscribe: a new address (or one whose signup expired, or that unsubscribed) becomes pending
 * and is sent the confirmation mail; an active one is 409. An address that unsubscribed stays suppressed until
 * it confirms again; one that bounced is never mailed again (its signup answers the same, without a mail).
 */
export async function subscribe(ctx: AppContext, body: SubscribeBody): Promise<NewsletterAnswer> {
  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await q.lockSubscriberByEmail(tx, body.email);
      if (existing?.status === 'active') throw conflict(M.alreadySubscribed);
      const id =
        existing?.id ??
        (
          await q.insertSubscriber(tx, {
            email: body.email,
            status: 'pending',
            unsubscribeToken: newUnsubscribeToken(),
          })
        ).id;
      if (existing) await q.updateSubscriber(tx, id, { createdAt: new Date() });
      await startConfirmation(ctx, tx, id, existing?.suppressedReason !== 'bounced');
    });
  } catch (err) {
    // Two signups of one new address at once: the second finds the first's row.
    if (isUniqueViolation(err)) throw conflict(M.alreadySubscribed);
    throw err;
  }
  return { email: body.email, message: M.checkInbox };
}

/** POST /newsletter/confirm: activates a pending signup (a GET never does); 410 once the link expired. */
export async function confirm(ctx: AppContext, token: string): Promise<NewsletterAnswer> {
  const row = await q.findByConfirmHash(ctx.db, hashToken(token));
  if (!row || row.status === 'unsubscribed') throw notFound(M.confirmInvalid);
  if (row.status === 'active') return { email: row.email, message: M.confirmed };
  if (!row.confirmExpiresAt || isSignupExpired(row.confirmExpiresAt)) throw gone(M.confirmExpired);
  const lift = row.suppressedReason === 'unsubscribed';
  await q.updateSubscriber(ctx.db, row.id, {
    status: 'active',
    confirmedAt: new Date(),
    confirmExpiresAt: null,
    ...(lift ? { suppressed: false, suppressedReason: null, suppressedAt: null } : {}),
  });
  return { email: row.email, message: M.confirmed };
}

/**
 * POST /newsletter/unsubscribe {token} (the page's button) and POST /newsletter/unsubscribe/{token} (RFC 8058
 * one-click): the address leaves the list and is suppressed until it subscribes and confirms again. Repeating it
 * answers the same.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<NewsletterAnswer> {
  const row = await q.findByUnsubscribeToken(ctx.db, token);
  if (!row) throw notFound(M.unsubscribeInvalid);
  if (row.status !== 'unsubscribed') {
    await q.updateSubscriber(ctx.db, row.id, {
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
      suppressed: true,
      suppressedReason: row.suppressedReason === 'bounced' ? 'bounced' : 'unsubscribed',
      suppressedAt: row.suppressedAt ?? new Date(),
    });
  }
  return { email: row.email, message: M.unsubscribed };
}

// --- Administration ---

/** GET /newsletter: pending (not expired) and active subscribers, newest first. */
export async function list(ctx: AppContext, page: PageQuery) {
  return mapPage(await q.listSubscribers(ctx.db, new Date(), page), presentSubscriber);
}

/**
 * POST /newsletter/manual: active at once; 409 when already active. An address that unsubscribed is not
 * re-activated by an admin: it gets the confirmation mail and stays suppressed until it confirms.
 */
export async function addManual(ctx: AppContext, body: ManualBody) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = await q.lockSubscriberByEmail(tx, body.email);
      if (existing?.status === 'active') throw conflict(M.alreadySubscribed);
      if (existing?.status === 'unsubscribed') {
        await q.updateSubscriber(tx, existing.id, { createdAt: new Date() });
        return presentSubscriber(
          await startConfirmation(ctx, tx, existing.id, existing.suppressedReason !== 'bounced'),
        );
      }
      const active = { status: 'active', confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null };
      const row = existing
        ? await q.updateSubscriber(tx, existing.id, { ...active, status: 'active', createdAt: new Date() })
        : await q.insertSubscriber(tx, {
            email: body.email,
            unsubscribeToken: newUnsubscribeToken(),
            ...active,
            status: 'active',
          });
      return presentSubscriber(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.alreadySubscribed);
    throw err;
  }
}

/**
 * POST /newsletter/send: in one transaction, the send, one delivery per active non-suppressed subscriber and
 * the jobs that deliver them in batches; answers the send with its progress. 409 when nobody would receive it.
 */
export async function send(ctx: AppContext, body: SendBody, auth: AuthUser) {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await q.insertSend(tx, {
      subject: body.subject,
      content: body.content,
      htmlContent: body.htmlContent,
      createdBy: auth.id,
    });
    const ids = await q.insertDeliveries(tx, created.id);
    if (ids.length === 0) throw conflict(M.noRecipients);
    const batches: Array<{ sendId: string; ids: string[] }> = [];
    for (let i = 0; i < ids.length; i += DELIVERY_BATCH)
      batches.push({ sendId: created.id, ids: ids.slice(i, i + DELIVERY_BATCH) });
    await ctx.jobs.enqueue(tx, JOBS.deliver, batches, { maxAttempts: DELIVERY_MAX_ATTEMPTS * 3 });
    return q.setSendTotal(tx, created.id, ids.length);
  });
  return getSend(ctx, row.id);
}

/** GET /newsletter/sends: the sends, newest first, each with its progress. */
export async function listSends(ctx: AppContext, page: PageQuery) {
  const p = await q.listSends(ctx.db, page);
  const counts = await q.deliveryCounts(
    ctx.db,
    p.rows.map((s) => s.id),
  );
  return mapPage(p, (s) => presentSend(s, counts.get(s.id)));
}

/** GET /newsletter/sends/{id}: one send's progress (the admin page polls it). */
export async function getSend(ctx: AppContext, id: string) {
  const row = await q.findSend(ctx.db, id);
  if (!row) throw notFound(M.sendNotFound);
  const counts = await q.deliveryCounts(ctx.db, [id]);
  return presentSend(row, counts.get(id));
}

// --- The queue's jobs ---

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
async function deliverBatch(ctx: AppContext, payload: unknown, job: JobInfo) {
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
          subject: send.subject,
          content: send.content,
          htmlContent: send.htmlContent,
          unsubscribeUrl: `${ctx.config.publicUrl}${newsletterUnsubscribePath(d.unsubscribeToken)}`,
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

/** The confirmation mail of a signup, unless a newer signup replaced its token or the address was confirmed. */
async function sendConfirmation(ctx: AppContext, payload: unknown) {
  const { subscriberId, token } = payload as { subscriberId: string; token: string };
  const row = await q.findSubscriber(ctx.db, subscriberId);
  const hash = hashToken(token);
  if (row?.status !== 'pending' || row.confirmTokenHash !== hash) return;
  if (row.suppressedReason === 'bounced') return;
  try {
    await ctx.mailer.send({
      to: row.email,
      ...newsletterConfirmationMail(
        `${ctx.config.publicUrl}${newsletterConfirmPath(token)}`,
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

/** Registers the newsletter's jobs with the queue (the workers start in main.ts). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register(JOBS.deliver, (payload, job) => deliverBatch(ctx, payload, job));
  ctx.jobs.register(JOBS.confirmation, (payload) => sendConfirmation(ctx, payload));
  ctx.jobs.every(JOBS.cleanup, CLEANUP_EVERY_MS, async () => {
    await q.expireSignups(ctx.db, new Date());
  });
}

/** Forgets or reverts signups whose confirmation link expired (the periodic clean-up; tests call it). */
export const expireSignups = (ctx: AppContext, now = new Date()) => q.expireSignups(ctx.db, now);

// --- The signed-in member's own address (issue 17's Email preferences page) ---

/** The member's subscription: 'active', 'pending' (a link not used yet and not expired) or 'none'. */
export type MemberStatus = 'active' | 'pending' | 'none';

async function accountEmail(ctx: AppContext, auth: AuthUser) {
  const user = await users.findById(ctx, auth.id);
  if (!user) throw notFound('User not found');
  return user.email;
}

/** GET /newsletter/me: whether the member's account address is subscribed. */
export async function memberStatus(ctx: AppContext, auth: AuthUser): Promise<{ email: string; status: MemberStatus }> {
  const email = await accountEmail(ctx, auth);
  const row = await ctx.db.transaction((tx) => q.lockSubscriberByEmail(tx, email));
  const pending = row?.status === 'pending' && !!row.confirmExpiresAt && !isSignupExpired(row.confirmExpiresAt);
  return { email, status: row?.status === 'active' ? 'active' : pending ? 'pending' : 'none' };
}

/** POST /newsletter/me: the public signup of the member's account address (pending until confirmed). */
export async function memberSubscribe(ctx: AppContext, auth: AuthUser) {
  return subscribe(ctx, { email: await accountEmail(ctx, auth) });
}

/** DELETE /newsletter/me: unsubscribes the member's account address without a token; repeating answers the same. */
export async function memberUnsubscribe(ctx: AppContext, auth: AuthUser): Promise<NewsletterAnswer> {
  const email = await accountEmail(ctx, auth);
  const row = await ctx.db.transaction((tx) => q.lockSubscriberByEmail(tx, email));
  if (row) return unsubscribe(ctx, row.unsubscribeToken);
  return { email, message: M.unsubscribed };
}
