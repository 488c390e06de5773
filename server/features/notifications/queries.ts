import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type NotificationType } from '../../../common/notifications';
import type { Db } from '../../db/client';
import { type Executor, type jobsCte, jobsFromCte } from '../../plugins/jobs';
import { type Page, pageWithTotal } from '../../lib/pagination';

type JobsCte = ReturnType<typeof jobsCte>;

/** A notification as the list reads it: the row with its actors (the newest first). */
export type NotificationRow = {
  id: string;
  type: NotificationType;
  url: string;
  data: Record<string, string>;
  actorCount: number;
  createdAt: Date | string;
  readAt: Date | string | null;
  actors: Array<{ id: string; firstName: string; lastName: string; profileImage: string | null }> | null;
};

/** What a new notification refers to: the foreign keys that cascade when the content is deleted. */
export interface Refs {
  postId?: string | null;
  commentId?: string | null;
  articleId?: string | null;
  startupId?: string | null;
  applicationId?: string | null;
}

export interface NewNotification extends Refs {
  type: NotificationType;
  eventKey: string;
  actorIds: string[];
  data: Record<string, string>;
  url: string;
  /** Shown in the app only, whatever the member's email choice. */
  noMail?: boolean;
}

/** The member's choice for a type, as SQL over `s` (their settings row, or null for the defaults). */
const inAppOf = (type: NotificationType) =>
  sql`coalesce((s.types -> ${type} ->> 'inApp')::boolean, ${DEFAULT_PREFERENCES[type].inApp})`;
const emailOf = (type: NotificationType) =>
  sql`coalesce(s.types -> ${type} ->> 'email', ${DEFAULT_PREFERENCES[type].email})`;

const uuidArray = (ids: string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The job that mails one notification chosen 'at once' (events.ts registers it). */
export const MAIL_JOB = 'notifications.mail';
/** The mail jobs of the rows a statement made (its CTE `made`: id, email, and `fresh` where given). */
const mailJobs = (fresh: SQL = sql`true`) =>
  jobsFromCte(
    MAIL_JOB,
    sql`SELECT jsonb_build_object('id', made.id) FROM made WHERE made.email = 'instant' AND ${fresh}`,
    {
      maxAttempts: 10,
    },
  );
const instantOf = (rows: Array<{ email: string | null; fresh?: boolean }>) =>
  rows.filter((r) => r.email === 'instant' && r.fresh !== false).length;

/**
 * Makes one notification per recipient that `recipients` selects (a query answering `user_id`), leaving out the
 * actors themselves and whoever chose neither the app nor mail for the type. At most once per event and
 * recipient (`event_key`). The mails chosen 'at once' are queued by the same statement (a retry makes none twice).
 * `then`: a job the same statement enqueues (a fan-out's next batch). Answers the rows made with their mail choice.
 */
export const insertFor = (exec: Executor, recipients: SQL, n: NewNotification, then?: JobsCte) =>
  insertAll(exec, [{ recipients, n }], then);

/** Several notifications of one event (a reply's, to the comment's and the post's authors), in one statement. */
export async function insertAll(exec: Executor, parts: Array<{ recipients: SQL; n: NewNotification }>, then?: JobsCte) {
  if (!parts.length) return [];
  const mail = mailJobs();
  const actorsOf = (n: NewNotification) => (n.actorIds.length ? uuidArray(n.actorIds) : sql`ARRAY[]::uuid[]`);
  const ctes = parts.map(
    ({ recipients, n }, i) => sql`${sql.identifier(`r${i}`)} AS (${recipients}), ${sql.identifier(`p${i}`)} AS (
      SELECT DISTINCT r.user_id, ${inAppOf(n.type)} AS in_app, ${emailOf(n.type)} AS email
      FROM ${sql.identifier(`r${i}`)} AS r LEFT JOIN notification_settings s ON s.user_id = r.user_id
      WHERE r.user_id IS NOT NULL AND NOT (r.user_id = ANY(${actorsOf(n)})))`,
  );
  const rows = parts.map(
    ({ n }, i) => sql`SELECT p.user_id, ${n.type}::text, ${n.eventKey}::text, ${actorsOf(n)}, ${n.actorIds.length}::int,
           ${JSON.stringify(n.data)}::jsonb, ${n.url}::text, p.in_app, ${n.noMail ? sql`NULL::text` : sql`NULLIF(p.email, 'off')`},
           ${n.postId ?? null}::uuid, ${n.commentId ?? null}::uuid, ${n.articleId ?? null}::uuid,
           ${n.startupId ?? null}::uuid, ${n.applicationId ?? null}::uuid
    FROM ${sql.identifier(`p${i}`)} AS p WHERE p.in_app OR (p.email <> 'off' AND ${!n.noMail})`,
  );
  const res = await exec.execute<{ id: string; user_id: string; email: 'instant' | 'digest' | null }>(sql`
    WITH ${sql.join(ctes, sql`, `)}, made AS (
    INSERT INTO notifications (user_id, type, event_key, actor_ids, actor_count, data, url, in_app, email,
                               post_id, comment_id, article_id, startup_id, application_id)
    ${sql.join(rows, sql` UNION ALL `)}
    ON CONFLICT (user_id, event_key) DO NOTHING
    RETURNING id, user_id, email), mail AS (${mail.cte})${then ? sql`, job AS (${then.cte})` : sql``}
    SELECT id, user_id, email FROM made`);
  mail.after(exec, instantOf(res.rows));
  then?.after(exec);
  return res.rows;
}

/**
 * Likes on a post, grouped (one row per post and owner): the newest three likers and how many liked it, from
 * the likes themselves, so a like taken back before this runs counts for nothing. The row comes back to the top
 * unread only when a like newer than the last one it counted exists; it goes when no like by others is left.
 */
export async function upsertLikes(
  exec: Executor,
  postId: string,
  owner: string,
  data: Record<string, string>,
  url: string,
) {
  const type: NotificationType = 'post_liked';
  const likes = await exec.execute<{ user_id: string; created_at: string; total: number }>(sql`
    SELECT user_id, created_at, count(*) OVER () AS total FROM post_likes
    WHERE post_id = ${postId} AND user_id <> ${owner} ORDER BY created_at DESC LIMIT 3`);
  const rows = likes.rows;
  if (rows.length === 0) {
    await exec.execute(sql`DELETE FROM notifications WHERE user_id = ${owner} AND event_key = ${`post_liked:${postId}`}
      AND read_at IS NULL`);
    return [];
  }
  const newest = rows[0]!.created_at;
  const mail = mailJobs(sql`made.fresh`);
  const res = await exec.execute<{
    id: string;
    user_id: string;
    email: 'instant' | 'digest' | null;
    fresh: boolean;
  }>(sql`
    WITH p AS (
      SELECT u.id AS user_id, ${inAppOf(type)} AS in_app, ${emailOf(type)} AS email
      FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = ${owner}
    ), made AS (
    INSERT INTO notifications AS n (user_id, type, event_key, actor_ids, actor_count, data, url, in_app, email,
                                    post_id, last_event_at)
    SELECT p.user_id, ${type}, ${`post_liked:${postId}`}, ${uuidArray(rows.map((r) => r.user_id))},
           ${Number(rows[0]!.total)}, ${JSON.stringify(data)}::jsonb, ${url}, p.in_app, NULLIF(p.email, 'off'),
           ${postId}, ${newest}
    FROM p WHERE p.in_app OR p.email <> 'off'
    ON CONFLICT (user_id, event_key) DO UPDATE SET
      actor_ids = EXCLUDED.actor_ids, actor_count = EXCLUDED.actor_count,
      read_at = CASE WHEN EXCLUDED.last_event_at > n.last_event_at THEN NULL ELSE n.read_at END,
      created_at = CASE WHEN EXCLUDED.last_event_at > n.last_event_at THEN now() ELSE n.created_at END,
      email = CASE WHEN EXCLUDED.last_event_at > n.last_event_at THEN EXCLUDED.email ELSE n.email END,
      last_event_at = GREATEST(n.last_event_at, EXCLUDED.last_event_at)
    RETURNING id, user_id, email, (xmax = 0 OR read_at IS NULL) AS fresh), mail AS (${mail.cte})
    SELECT id, user_id, email, fresh FROM made`);
  mail.after(exec, instantOf(res.rows));
  return res.rows;
}

/** A notification's columns as `NotificationRow` reads them, its actors (newest first) in the same row. */
export const notificationColumns = sql`n.id, n.type, n.url, n.data, n.actor_count AS "actorCount",
  n.created_at AS "createdAt", n.read_at AS "readAt",
  (SELECT json_agg(json_build_object('id', a.id, 'firstName', a.first_name, 'lastName', a.last_name,
                                     'profileImage', a.profile_image) ORDER BY x.ord)
   FROM unnest(n.actor_ids) WITH ORDINALITY AS x(id, ord) JOIN users a ON a.id = x.id) AS actors`;

/**
 * A page of the member's notifications, newest first, with their actors and the member's total in one query (the
 * total counted over the member's rows as they are read; the actors looked up for the page's rows only). A page past
 * the end has no row to carry the total: it is counted on its own then.
 */
export const listNotifications = (db: Db, userId: string, page: Page) =>
  pageWithTotal<NotificationRow>(page, {
    rows: async (limit, offset) =>
      (
        await db.execute<NotificationRow & { total: number }>(sql`
          SELECT ${notificationColumns}, n.total
          FROM (SELECT n.*, count(*) OVER ()::int AS total FROM notifications n
                WHERE n.user_id = ${userId} AND n.in_app
                ORDER BY n.created_at DESC, n.id DESC
                LIMIT ${limit} OFFSET ${offset}) AS n
          ORDER BY n.created_at DESC, n.id DESC`)
      ).rows,
    total: async () =>
      (
        await db.execute<{ total: number }>(
          sql`SELECT count(*)::int AS total FROM notifications WHERE user_id = ${userId} AND in_app`,
        )
      ).rows,
  });

export async function unreadCount(db: Db, userId: string) {
  const res = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId} AND in_app AND read_at IS NULL`,
  );
  return Number(res.rows[0]?.count ?? 0);
}

/** Marks one of the member's notifications read; answers whether it is theirs. */
export async function markRead(db: Db, userId: string, id: string) {
  const res = await db.execute<{ id: string }>(sql`
    UPDATE notifications SET read_at = coalesce(read_at, now())
    WHERE id = ${id} AND user_id = ${userId} AND in_app RETURNING id`);
  return res.rows.length > 0;
}

export async function markAllRead(db: Db, userId: string) {
  await db.execute(
    sql`UPDATE notifications SET read_at = now() WHERE user_id = ${userId} AND in_app AND read_at IS NULL`,
  );
}

export async function findSettings(db: Db, userId: string) {
  const res = await db.execute<{ digest: string; types: Record<string, unknown>; unsubscribe_token: string }>(
    sql`SELECT digest, types, unsubscribe_token FROM notification_settings WHERE user_id = ${userId}`,
  );
  return res.rows[0];
}

/** Writes the member's settings row (made on first use); `types` is merged key by key over what is stored. */
export async function saveSettings(
  db: Db,
  userId: string,
  patch: { digest?: string; types?: Record<string, unknown> },
) {
  await db.execute(sql`
    INSERT INTO notification_settings (user_id, digest, types)
    VALUES (${userId}, ${patch.digest ?? 'weekly'}, ${JSON.stringify(patch.types ?? {})}::jsonb)
    ON CONFLICT (user_id) DO UPDATE SET
      digest = ${patch.digest ? sql`EXCLUDED.digest` : sql`notification_settings.digest`},
      types = notification_settings.types || EXCLUDED.types, updated_at = now()`);
}

/** The settings row of an unsubscribe token. */
export async function settingsByToken(db: Db, token: string) {
  const res = await db.execute<{ user_id: string; types: Record<string, unknown> }>(
    sql`SELECT user_id, types FROM notification_settings WHERE unsubscribe_token = ${token}`,
  );
  return res.rows[0];
}

/** A notification to mail, with what its mail needs. */
export type MailRow = NotificationRow & {
  userId: string;
  email: string | null;
  to: string;
  firstName: string;
  locale: string;
  status: string;
  token: string | null;
  bounced: boolean;
};

/**
 * The notifications to mail, by id, with what their mails need (lib/coalesce.ts gathers the mail jobs that run at
 * once into one read): the row, its actors, the recipient's address, language, status, unsubscribe token and
 * whether the newsletter's bounce handling suppressed the address.
 */
export async function findForMail(db: Db, ids: string[]) {
  const res = await db.execute<MailRow>(sql`
    SELECT ${notificationColumns}, n.email, n.user_id AS "userId", u.email AS "to", u.first_name AS "firstName",
           u.locale, u.status, s.unsubscribe_token AS token,
           EXISTS (SELECT 1 FROM newsletter_subscribers ns WHERE lower(ns.email) = lower(u.email)
                   AND ns.suppressed_reason = 'bounced') AS bounced
    FROM notifications n JOIN users u ON u.id = n.user_id
    LEFT JOIN notification_settings s ON s.user_id = n.user_id
    WHERE n.id = ANY(string_to_array(${ids.join(',')}, ',')::uuid[])`);
  const byId = new Map(res.rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id));
}

/** The member's unsubscribe token, making their settings row if they have none yet. */
export async function tokenOf(db: Db, userId: string) {
  await db.execute(
    sql`INSERT INTO notification_settings (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`,
  );
  const row = await findSettings(db, userId);
  return row!.unsubscribe_token;
}

/** The mails of these notifications went (or are not to go): none is sent again. */
export async function markMailed(db: Db, ids: string[]) {
  await db.execute(sql`UPDATE notifications SET email = NULL
    WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::uuid[]) AND email = 'instant'`);
  return ids.map(() => undefined);
}
