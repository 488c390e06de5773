import { sql } from 'drizzle-orm';
import type { DigestFrequency } from '../../../common/notifications';
import type { Db } from '../../db/client';
import { type NotificationRow, notificationColumns } from './queries';

/** The length of a digest's period, for SQL. */
const span = (f: Exclude<DigestFrequency, 'off'>) => (f === 'daily' ? sql`interval '1 day'` : sql`interval '7 days'`);

/**
 * What is new for a member since their last digest and since they last visited (as Discourse does): unread
 * notifications kept for the digest, or articles published in the period after they joined. SQL over `u`
 * (users) and `s` (their settings, or null). The newest approved article's date is read once for all members (an
 * uncorrelated subquery): asked per member as EXISTS, the planner scanned the articles for each member and the
 * statement ran for minutes on 20,000 members and 50,000 articles (past the statement timeout).
 */
const somethingNew = (f: Exclude<DigestFrequency, 'off'>) => sql`(
  EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.email = 'digest' AND n.read_at IS NULL
          AND n.created_at > GREATEST(coalesce(s.last_digest_at, '-infinity'), coalesce(s.last_seen_at, '-infinity')))
  OR (SELECT max(a.created_at) FROM articles a WHERE a.status = 'approved')
       > GREATEST(coalesce(s.last_digest_at, now() - ${span(f)}), coalesce(s.last_seen_at, '-infinity'), u.created_at))`;

/**
 * The period's deliveries of every member due a digest, made at most once per member and period (the primary
 * key), with the ids of those made now: the scheduler queues their sending in the same transaction.
 */
export async function scheduleDigests(db: Db, f: Exclude<DigestFrequency, 'off'>, period: string) {
  const res = await db.execute<{ user_id: string }>(sql`
    INSERT INTO digest_deliveries (user_id, period)
    SELECT u.id, ${period} FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
    WHERE u.status = 'active' AND u.email_verified AND coalesce(s.digest, 'weekly') = ${f}
      AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers ns WHERE lower(ns.email) = lower(u.email)
                      AND ns.suppressed_reason = 'bounced')
      AND ${somethingNew(f)}
      -- A digest of an earlier period still being sent (a run across midnight or a restart) comes first.
      AND NOT EXISTS (SELECT 1 FROM digest_deliveries d WHERE d.user_id = u.id AND d.status = 'sending')
    ON CONFLICT (user_id, period) DO NOTHING
    RETURNING user_id`);
  return res.rows.map((r) => r.user_id);
}

/** Claims the batch's unsent deliveries for this run (a run after a crash takes over its own unsent ones). */
export async function claimDigests(db: Db, period: string, ids: string[], claimId: string) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const res = await db.execute<{
    user_id: string;
    email: string;
    first_name: string;
    locale: string;
    token: string | null;
    last_digest_at: string | null;
  }>(sql`
    UPDATE digest_deliveries d SET claim_id = ${claimId}
    FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
    WHERE d.period = ${period} AND d.user_id IN (${list}) AND d.status = 'sending' AND u.id = d.user_id
    RETURNING d.user_id, u.email, u.first_name, u.locale, s.unsubscribe_token AS token, s.last_digest_at`);
  return res.rows;
}

/** A member's unread notifications kept for their digest, newest first (at most 20), with their actors. */
export async function digestItems(db: Db, userId: string) {
  const res = await db.execute<NotificationRow>(sql`
    SELECT ${notificationColumns}
    FROM notifications n
    WHERE n.user_id = ${userId} AND n.email = 'digest' AND n.read_at IS NULL
    ORDER BY n.created_at DESC LIMIT 20`);
  return res.rows;
}

/** What every digest of a period shows: the newest articles, the next events and open opportunities. */
export async function digestExtras(db: Db, f: Exclude<DigestFrequency, 'off'>) {
  const [articles, events, opportunities] = await Promise.all([
    db.execute<{ id: string; title: string; article_type: string }>(sql`
      SELECT id, title, article_type FROM articles
      WHERE status = 'approved' AND created_at > now() - ${span(f)} ORDER BY created_at DESC LIMIT 5`),
    db.execute<{ id: string; title: string; date: string }>(sql`
      SELECT id, title, date FROM events WHERE date > now() ORDER BY date, id LIMIT 3`),
    db.execute<{ id: string; title: string; name: string }>(sql`
      SELECT o.id, o.title, s.name FROM opportunities o JOIN startups s ON s.id = o.startup_id
      WHERE o.status = 'active' AND s.status = 'verified' ORDER BY o.created_at DESC, o.id DESC LIMIT 5`),
  ]);
  return { articles: articles.rows, events: events.rows, opportunities: opportunities.rows };
}

/** The digest went (or had nothing left to say): its items are not sent again, the next one counts from now. */
export async function settleDigest(
  db: Db,
  userId: string,
  period: string,
  claimId: string,
  status: 'sent' | 'skipped',
  itemIds: string[],
) {
  await db.transaction(async (tx) => {
    const done = await tx.execute(sql`
      UPDATE digest_deliveries SET status = ${status}, sent_at = now()
      WHERE user_id = ${userId} AND period = ${period} AND claim_id = ${claimId} AND status = 'sending'
      RETURNING 1`);
    if (done.rows.length === 0) return;
    await tx.execute(sql`
      INSERT INTO notification_settings (user_id, last_digest_at) VALUES (${userId}, now())
      ON CONFLICT (user_id) DO UPDATE SET last_digest_at = now()`);
    if (itemIds.length)
      await tx.execute(
        sql`UPDATE notifications SET email = NULL WHERE id IN (${sql.join(
          itemIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND email = 'digest'`,
      );
  });
}

/** The member was here: the digest leaves out what happened before (written at most every few minutes). */
export async function touchSeen(db: Db, userId: string) {
  await db.execute(sql`
    INSERT INTO notification_settings (user_id, last_seen_at) VALUES (${userId}, now())
    ON CONFLICT (user_id) DO UPDATE SET last_seen_at = now()`);
}
