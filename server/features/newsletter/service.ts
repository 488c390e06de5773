import { randomBytes } from 'node:crypto';
import { NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_MESSAGES as M, isSignupExpired } from '../../../common/newsletter';
import type { ManualBody, NewsletterAnswer, SendBody, SubscribeBody } from '../../../common/schemas/newsletter';
import type { Locale } from '../../../common/i18n';
import type { PageQuery } from '../../../common/schemas/pagination';
import type { AppContext } from '../../context';
import { conflict, gone, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/pagination';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import type { Executor } from '../../plugins/jobs';
import { type ConfirmationJob, deliverBatch, sendConfirmation } from './delivery';
import { presentSend, presentSubscriber } from './presenter';
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

/**
 * Stores a fresh confirmation token for a pending subscriber and queues its mail (in the same transaction), in
 * `locale` when the signup's language is known (the page's, or the member's); else the job picks (delivery.ts).
 */
async function startConfirmation(ctx: AppContext, tx: Executor, subscriberId: string, mail: boolean, locale?: Locale) {
  const { token, hash } = newOpaqueToken();
  const row = await q.updateSubscriber(tx, subscriberId, {
    status: 'pending',
    confirmTokenHash: hash,
    confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_MS),
  });
  const job: ConfirmationJob = { subscriberId, token, ...(locale ? { locale } : {}) };
  if (mail) await ctx.jobs.enqueue(tx, JOBS.confirmation, [job], { maxAttempts: 10 });
  return row;
}

/**
 * POST /newsletter/subscribe: a new address (or one whose signup expired, or that unsubscribed) becomes pending
 * and is sent the confirmation mail; an active one is 409. An address that unsubscribed stays suppressed until
 * it confirms again; one that bounced is never mailed again (its signup answers the same, without a mail). The
 * mail is in `locale`, the language of the page the address was given on (issue 20).
 */
export async function subscribe(ctx: AppContext, body: SubscribeBody, locale?: Locale): Promise<NewsletterAnswer> {
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
            locale,
          })
        ).id;
      if (existing) await q.updateSubscriber(tx, id, { createdAt: new Date(), ...(locale ? { locale } : {}) });
      await startConfirmation(ctx, tx, id, existing?.suppressedReason !== 'bounced', locale);
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

// --- The queue's jobs: delivery.ts ---

export { classifyMailError } from './delivery';

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
