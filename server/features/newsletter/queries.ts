import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/i18n';
import type { Db } from '../../db/client';
import { newsletterDeliveries, newsletterSends, newsletterSubscribers } from '../../db/schema';
import { listPage, type Page } from '../../lib/pagination';
import type { Executor } from '../../plugins/jobs';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SendRow = typeof newsletterSends.$inferSelect;
type SubscriberValues = Partial<typeof newsletterSubscribers.$inferInsert>;

const S = newsletterSubscribers;
const D = newsletterDeliveries;

/** A list of uuids as one SQL array parameter (ids come from our own rows; anything else is dropped). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidArray = (ids: string[]) => sql`${`{${ids.filter((id) => UUID.test(id)).join(',')}}`}::uuid[]`;

// --- Subscribers ---

/** The subscriber with this address (any case), locked for the rest of the transaction. */
export async function lockSubscriberByEmail(tx: Executor, email: string) {
  const [row] = await tx.select().from(S).where(sql`lower(${S.email}) = lower(${email})`).for('update');
  return row;
}

/** The subscriber with this address (any case), read without a lock. */
export async function findSubscriberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(S).where(sql`lower(${S.email}) = lower(${email})`);
  return row;
}

export async function insertSubscriber(tx: Executor, values: typeof S.$inferInsert) {
  const [row] = await tx.insert(S).values(values).returning();
  return row!;
}

export async function updateSubscriber(tx: Executor, id: string, values: SubscriberValues) {
  const [row] = await tx
    .update(S)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(S.id, id))
    .returning();
  return row!;
}

export async function findSubscriber(db: Db, id: string) {
  const [row] = await db.select().from(S).where(eq(S.id, id));
  return row;
}

export async function findByConfirmHash(db: Db, hash: string) {
  const [row] = await db.select().from(S).where(eq(S.confirmTokenHash, hash));
  return row;
}

export async function findByUnsubscribeToken(db: Db, token: string) {
  const [row] = await db.select().from(S).where(eq(S.unsubscribeToken, token));
  return row;
}

/**
 * The admin list: active subscribers and pending ones whose link has not expired, newest first
 * (`status <> 'unsubscribed'` matches the partial index).
 */
export function listSubscribers(db: Db, now: Date, page: Page) {
  const cond = and(
    ne(S.status, 'unsubscribed'),
    or(eq(S.status, 'active'), and(eq(S.status, 'pending'), gt(S.confirmExpiresAt, now))),
  );
  return listPage(page, {
    rows: (limit, offset) =>
      db.select().from(S).where(cond).orderBy(desc(S.createdAt), desc(S.id)).limit(limit).offset(offset),
    total: () => db.select({ total: count() }).from(S).where(cond),
  });
}

/**
 * Expired signups: never-confirmed addresses are forgotten; those that were suppressed before (they had
 * unsubscribed, or bounced) go back to unsubscribed so they stay suppressed.
 */
export async function expireSignups(db: Db, now: Date) {
  const expired = and(eq(S.status, 'pending'), sql`${S.confirmExpiresAt} <= ${now}`);
  const deleted = await db
    .delete(S)
    .where(and(expired, eq(S.suppressed, false)))
    .returning({ id: S.id });
  const reverted = await db
    .update(S)
    .set({ status: 'unsubscribed', confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
    .where(and(expired, eq(S.suppressed, true)))
    .returning({ id: S.id });
  return { deleted: deleted.length, reverted: reverted.length };
}

// --- Sends ---

export async function insertSend(tx: Executor, values: typeof newsletterSends.$inferInsert) {
  const [row] = await tx.insert(newsletterSends).values(values).returning();
  return row!;
}

/** One delivery per active, non-suppressed subscriber; answers their ids. */
export async function insertDeliveries(tx: Executor, sendId: string) {
  const res = await tx.execute<{ id: string }>(sql`
    INSERT INTO newsletter_deliveries (send_id, subscriber_id)
    SELECT ${sendId}, id FROM newsletter_subscribers WHERE status = 'active' AND NOT suppressed
    ORDER BY id
    RETURNING id`);
  return res.rows.map((r) => r.id);
}

export async function setSendTotal(tx: Executor, id: string, total: number) {
  const [row] = await tx.update(newsletterSends).set({ total }).where(eq(newsletterSends.id, id)).returning();
  return row!;
}

export async function findSend(db: Db, id: string) {
  const [row] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, id));
  return row;
}

export function listSends(db: Db, page: Page) {
  return listPage(page, {
    rows: (limit, offset) =>
      db
        .select()
        .from(newsletterSends)
        .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id))
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(newsletterSends),
  });
}

export type DeliveryCounts = Record<'queued' | 'sending' | 'sent' | 'failed' | 'suppressed', number>;

/** Deliveries per status of each send. */
export async function deliveryCounts(db: Db, sendIds: string[]) {
  const out = new Map<string, DeliveryCounts>();
  if (sendIds.length === 0) return out;
  const rows = await db
    .select({ sendId: D.sendId, status: D.status, n: count() })
    .from(D)
    .where(inArray(D.sendId, sendIds))
    .groupBy(D.sendId, D.status);
  for (const r of rows) {
    const c = out.get(r.sendId) ?? { queued: 0, sending: 0, sent: 0, failed: 0, suppressed: 0 };
    c[r.status] = Number(r.n);
    out.set(r.sendId, c);
  }
  return out;
}

/** Marks a send finished once none of its deliveries waits (run after each batch's last write commits). */
export async function finishSendIfSettled(db: Db, sendId: string) {
  await db.execute(sql`
    UPDATE newsletter_sends SET status = 'finished', finished_at = now()
    WHERE id = ${sendId} AND status = 'sending'
      AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries
                      WHERE send_id = ${sendId} AND status IN ('queued', 'sending'))`);
}

// --- Deliveries (the sending worker) ---

export interface ClaimedDelivery {
  id: string;
  attempts: number;
  email: string;
  unsubscribeToken: string;
  subscriberStatus: string;
  suppressed: boolean;
  /** The language of the member with this address (issue 20); English for an address without an account. */
  locale: Locale;
}

/**
 * Claims the deliveries of a batch that are due: queued ones whose retry time has come, and ones left 'sending'
 * by an earlier run of the batch's job (that run's process died: the job's lease lapsed before it could mark
 * them). Each is marked 'sending' under this run's claim, with the subscriber's current address and state.
 */
export async function claimDeliveries(db: Db, sendId: string, ids: string[], claimId: string) {
  const res = await db.execute<{
    id: string;
    attempts: number;
    email: string;
    unsubscribe_token: string;
    subscriber_status: string;
    suppressed: boolean;
    locale: string | null;
  }>(sql`
    UPDATE newsletter_deliveries d
    SET status = 'sending', claim_id = ${claimId}, attempts = d.attempts + 1, updated_at = now()
    FROM newsletter_subscribers s
    WHERE s.id = d.subscriber_id AND d.send_id = ${sendId} AND d.id = ANY(${uuidArray(ids)})
      AND ((d.status = 'queued' AND d.next_attempt_at <= now())
        OR (d.status = 'sending' AND d.claim_id IS DISTINCT FROM ${claimId}::uuid))
    RETURNING d.id, d.attempts, s.email, s.unsubscribe_token, s.status AS subscriber_status, s.suppressed,
      COALESCE((SELECT u.locale FROM users u WHERE u.email = lower(s.email)), s.locale) AS locale`);
  return res.rows
    .map(
      (r): ClaimedDelivery => ({
        id: r.id,
        attempts: Number(r.attempts),
        email: r.email,
        unsubscribeToken: r.unsubscribe_token,
        subscriberStatus: r.subscriber_status,
        suppressed: r.suppressed === true || String(r.suppressed) === 't',
        locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE,
      }),
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Settles a claimed delivery (fenced by the claim: a run that lost its job changes nothing); keeps the last error of earlier tries. */
export async function settleDelivery(
  db: Db,
  id: string,
  claimId: string,
  outcome: { status: 'sent' | 'suppressed' } | { status: 'failed'; error: string },
) {
  const res = await db.execute<{ id: string }>(sql`
    UPDATE newsletter_deliveries
    SET status = ${outcome.status}, claim_id = NULL, updated_at = now(),
      sent_at = ${outcome.status === 'sent' ? sql`now()` : sql`NULL`},
      last_error = ${'error' in outcome ? outcome.error : sql`last_error`}
    WHERE id = ${id} AND claim_id = ${claimId}
    RETURNING id`);
  return res.rows.length > 0;
}

/** A temporary failure: queued again, to be tried after `delayMs`. */
export async function retryDelivery(db: Db, id: string, claimId: string, delayMs: number, error: string) {
  await db.execute(sql`
    UPDATE newsletter_deliveries
    SET status = 'queued', claim_id = NULL, last_error = ${error}, updated_at = now(),
      next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
    WHERE id = ${id} AND claim_id = ${claimId}`);
}

/** Hands claimed deliveries back untried (shutdown, or the mail server is unreachable): not an attempt. */
export async function releaseDeliveries(db: Db, ids: string[], claimId: string, delayMs: number, error?: string) {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE newsletter_deliveries
    SET status = 'queued', claim_id = NULL, attempts = attempts - 1, updated_at = now(),
      last_error = COALESCE(${error ?? null}, last_error),
      next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
    WHERE id = ANY(${uuidArray(ids)}) AND claim_id = ${claimId} AND status = 'sending'`);
}

/** A permanent failure: this delivery failed, and the address is suppressed for good. */
export async function bounce(db: Db, deliveryId: string, claimId: string, email: string, error: string) {
  await db.transaction(async (tx) => {
    const res = await tx.execute<{ subscriber_id: string }>(sql`
      UPDATE newsletter_deliveries
      SET status = 'failed', claim_id = NULL, last_error = ${error}, updated_at = now()
      WHERE id = ${deliveryId} AND claim_id = ${claimId}
      RETURNING subscriber_id`);
    const subscriberId = res.rows[0]?.subscriber_id;
    if (!subscriberId) return;
    await tx
      .update(S)
      .set({ suppressed: true, suppressedReason: 'bounced', suppressedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(S.id, subscriberId), sql`lower(${S.email}) = lower(${email})`));
  });
}

/** Milliseconds until the earliest unsettled delivery of a batch may be tried; undefined when all are settled. */
export async function nextAttemptIn(db: Db, ids: string[]) {
  const res = await db.execute<{ wait_ms: number | string | null; open: number | string }>(sql`
    SELECT GREATEST(0, EXTRACT(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS wait_ms,
      count(*) AS open
    FROM newsletter_deliveries
    WHERE id = ANY(${uuidArray(ids)}) AND status IN ('queued', 'sending')`);
  const row = res.rows[0];
  if (!row || Number(row.open) === 0) return undefined;
  return Math.ceil(Number(row.wait_ms ?? 0));
}
