import { type SQL, sql } from 'drizzle-orm';
import { articlePath, truncate } from '../../../common/articles';
import { ADMIN_ROLES } from '../../../common/constants';
import { LIKE_GROUPING_MS, type NotificationType } from '../../../common/notifications';
import { MY_APPLICATIONS_PATH, OWNER_DASHBOARD_PATH } from '../../../common/opportunities';
import { startupPath } from '../../../common/startups';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { type EnqueueOptions, type Executor, jobsCte } from '../../plugins/jobs';
import { insertAll, insertFor, MAIL_JOB, type NewNotification, upsertLikes } from './queries';

/**
 * What happened, as the feature that saw it tells it (issue 17). `emit` only enqueues the event in the write's
 * transaction; a job works out who is told, checks that they may see it, and makes the rows (at most once per
 * event and recipient), then queues the mails chosen 'at once'. Nothing of it runs inside the request.
 */
export type NotifyEvent =
  | { type: 'comment_on_post' | 'reply_to_comment'; commentId: string }
  | { type: 'post_liked'; postId: string }
  | { type: 'new_post'; postId: string; after?: string }
  | { type: 'article_reviewed'; articleId: string; status: 'approved' | 'disapproved' }
  | { type: 'startup_reviewed'; startupId: string; status: 'verified' | 'rejected'; reason?: string | null }
  | { type: 'claim_completed'; startupId: string; userId: string }
  | { type: 'new_application'; applicationId: string }
  | { type: 'application_status'; applicationId: string; status: string }
  | { type: 'review_needed'; articleId?: string; startupId?: string };

export const JOBS = { event: 'notifications.event', mail: MAIL_JOB } as const;
const FAN_OUT_BATCH = 1000;

/** The event's job: likes on one post within a window make one job (and one row), run when the window closes. */
function eventJob(event: NotifyEvent): EnqueueOptions {
  if (event.type !== 'post_liked') return {};
  const window = Math.floor(Date.now() / LIKE_GROUPING_MS);
  return { key: `post_liked:${event.postId}:${window}`, delayMs: (window + 1) * LIKE_GROUPING_MS - Date.now() };
}

/** Enqueues an event in the transaction (or database) of the write it follows. */
export async function emit(ctx: AppContext, exec: Executor, event: NotifyEvent) {
  await ctx.jobs.enqueue(exec, JOBS.event, [event], eventJob(event));
}

/**
 * An event enqueued by the write's own statement (a CTE of it, plugins/job-rows.ts `jobsCte`), for writes of
 * much-written rows that should commit in one round trip; `when` makes it depend on the statement.
 */
export const emitIn = (event: NotifyEvent, when?: SQL) => jobsCte(JOBS.event, [event], { ...eventJob(event), when });

const one = async <T>(exec: Executor, query: ReturnType<typeof sql>) =>
  (await exec.execute<T & Record<string, unknown>>(query)).rows[0] as T | undefined;
const adminRoles = sql.join(
  ADMIN_ROLES.map((r) => sql`${r}`),
  sql`, `,
);
const admins = sql`SELECT id AS user_id FROM users WHERE roles && ARRAY[${adminRoles}]::text[] AND status = 'active'`;
const user = (id: string) => sql`SELECT ${id}::uuid AS user_id`;
const postUrl = (clubId: string, postId: string) => `/community/${clubId}?comments=${postId}#post-${postId}`;

/** The post of a comment or reply, with its community: only in an approved community does anyone hear of it. */
async function commentEvent(tx: Executor, type: NotificationType, commentId: string) {
  const c = await one<{
    actor: string;
    post_id: string;
    club_id: string;
    owner: string;
    parent_owner: string | null;
    body: string;
    club: string;
  }>(
    tx,
    sql`SELECT c.user_id AS actor, c.post_id, p.club_id, p.user_id AS owner, pc.user_id AS parent_owner,
               p.body, cl.name AS club
        FROM comments c JOIN posts p ON p.id = c.post_id JOIN clubs cl ON cl.id = p.club_id
        LEFT JOIN comments pc ON pc.id = c.parent_id
        WHERE c.id = ${commentId} AND cl.status = 'approved'`,
  );
  if (!c) return [];
  const base = { actorIds: [c.actor], url: postUrl(c.club_id, c.post_id), postId: c.post_id, commentId };
  const data = { excerpt: truncate(c.body, 80), community: c.club };
  const parts: Array<{ recipients: SQL; n: NewNotification }> = [];
  if (type === 'reply_to_comment' && c.parent_owner) {
    parts.push({ recipients: user(c.parent_owner), n: { ...base, type, eventKey: `reply:${commentId}`, data } });
  }
  // The post's author hears of every comment and reply, unless the reply was to their own comment.
  if (type === 'comment_on_post' || c.parent_owner !== c.owner) {
    const n: NewNotification = { ...base, type: 'comment_on_post', eventKey: `comment:${commentId}`, data };
    parts.push({ recipients: user(c.owner), n });
  }
  return insertAll(tx, parts);
}

async function handle(tx: Executor, e: NotifyEvent, touched: Set<string>) {
  switch (e.type) {
    case 'comment_on_post':
    case 'reply_to_comment':
      return commentEvent(tx, e.type, e.commentId);
    case 'post_liked': {
      const p = await one<{ owner: string; club_id: string; body: string }>(
        tx,
        sql`SELECT p.user_id AS owner, p.club_id, p.body FROM posts p JOIN clubs cl ON cl.id = p.club_id
            WHERE p.id = ${e.postId} AND cl.status = 'approved'`,
      );
      if (!p) return [];
      touched.add(p.owner);
      const made = await upsertLikes(
        tx,
        e.postId,
        p.owner,
        { excerpt: truncate(p.body, 80) },
        postUrl(p.club_id, e.postId),
      );
      return made.filter((r) => r.fresh);
    }
    case 'new_post': {
      // In batches of members who turned new posts on, read with the post: a community of any size is two
      // statements per batch, the rows and the job of the next batch made by one (at most once each: a rerun
      // after a crash makes no row twice, and its next batch's job waits under its key).
      const p = await one<{ actor: string; club_id: string; body: string; club: string; ids: string[] }>(
        tx,
        sql`SELECT p.user_id AS actor, p.club_id, p.body, cl.name AS club,
                   ARRAY(SELECT m.user_id FROM club_members m JOIN notification_settings s ON s.user_id = m.user_id
                         WHERE m.club_id = p.club_id AND (s.types -> 'new_post' ->> 'inApp')::boolean
                           AND m.user_id > ${e.after ?? '00000000-0000-0000-0000-000000000000'}
                         ORDER BY m.user_id LIMIT ${FAN_OUT_BATCH})::text[] AS ids
            FROM posts p JOIN clubs cl ON cl.id = p.club_id WHERE p.id = ${e.postId} AND cl.status = 'approved'`,
      );
      if (!p?.ids.length) return [];
      const last = p.ids.at(-1)!;
      const next =
        p.ids.length === FAN_OUT_BATCH
          ? jobsCte(JOBS.event, [{ ...e, after: last }], { key: `new_post:${e.postId}:${last}` })
          : undefined;
      const recipients = sql`SELECT unnest(string_to_array(${p.ids.join(',')}, ',')::uuid[]) AS user_id`;
      return insertFor(
        tx,
        recipients,
        {
          type: 'new_post',
          eventKey: `post:${e.postId}`,
          actorIds: [p.actor],
          postId: e.postId,
          data: { excerpt: truncate(p.body, 80), community: p.club },
          url: postUrl(p.club_id, e.postId),
        },
        next,
      );
    }
    case 'article_reviewed': {
      const a = await one<{ author: string | null; title: string; article_type: string }>(
        tx,
        sql`SELECT user_id AS author, title, article_type FROM articles WHERE id = ${e.articleId}`,
      );
      if (!a?.author) return [];
      const url = articlePath({ _id: e.articleId, title: a.title, articleType: a.article_type });
      return insertFor(tx, user(a.author), {
        type: e.type,
        eventKey: `article_reviewed:${e.articleId}:${e.status}:${Date.now()}`,
        actorIds: [],
        articleId: e.articleId,
        data: { title: a.title, status: e.status },
        url,
      });
    }
    case 'startup_reviewed': {
      const s = await one<{ owner: string | null; name: string }>(
        tx,
        sql`SELECT owner_id AS owner, name FROM startups WHERE id = ${e.startupId}`,
      );
      if (!s?.owner) return [];
      return insertFor(tx, user(s.owner), {
        type: e.type,
        eventKey: `startup_reviewed:${e.startupId}:${e.status}:${Date.now()}`,
        actorIds: [],
        startupId: e.startupId,
        data: { name: s.name, status: e.status, reason: e.reason ?? '' },
        url: e.status === 'verified' ? startupPath(e.startupId) : OWNER_DASHBOARD_PATH,
      });
    }
    case 'claim_completed': {
      const s = await one<{ name: string }>(tx, sql`SELECT name FROM startups WHERE id = ${e.startupId}`);
      if (!s) return [];
      return insertFor(tx, user(e.userId), {
        type: e.type,
        eventKey: `claim:${e.startupId}:${e.userId}`,
        actorIds: [],
        startupId: e.startupId,
        data: { name: s.name },
        url: OWNER_DASHBOARD_PATH,
      });
    }
    case 'new_application': {
      // The application mail (issue 11) already goes to the opportunity's or startup's contact address: when
      // that is the owner's own address, the notification adds no second mail.
      const a = await one<{
        actor: string;
        owner: string | null;
        title: string;
        name: string;
        mailed_owner: boolean;
      }>(
        tx,
        sql`SELECT a.applicant_id AS actor, s.owner_id AS owner, o.title, s.name,
                   lower(coalesce(o.contact_email, s.contact_email, u.email)) = lower(u.email) AS mailed_owner
            FROM opportunity_applications a JOIN opportunities o ON o.id = a.opportunity_id
            JOIN startups s ON s.id = o.startup_id LEFT JOIN users u ON u.id = s.owner_id
            WHERE a.id = ${e.applicationId}`,
      );
      if (!a?.owner) return [];
      return insertFor(tx, user(a.owner), {
        type: e.type,
        eventKey: `application:${e.applicationId}`,
        actorIds: [a.actor],
        applicationId: e.applicationId,
        data: { title: a.title, name: a.name },
        url: OWNER_DASHBOARD_PATH,
        noMail: !!a.mailed_owner,
      });
    }
    case 'application_status': {
      // The applicant hears of it only while the startup is public (a hidden startup tells nobody).
      const a = await one<{ applicant: string; title: string; name: string; opportunity_id: string }>(
        tx,
        sql`SELECT a.applicant_id AS applicant, o.title, s.name, o.id AS opportunity_id
            FROM opportunity_applications a JOIN opportunities o ON o.id = a.opportunity_id
            JOIN startups s ON s.id = o.startup_id WHERE a.id = ${e.applicationId} AND s.status = 'verified'`,
      );
      if (!a) return [];
      return insertFor(tx, user(a.applicant), {
        type: e.type,
        eventKey: `application_status:${e.applicationId}:${e.status}`,
        actorIds: [],
        applicationId: e.applicationId,
        data: { title: a.title, name: a.name, status: e.status },
        url: MY_APPLICATIONS_PATH,
        // 'Reviewed' is the owner's own note: shown in the app, never mailed (issue 11).
        noMail: e.status === 'reviewed',
      });
    }
    case 'review_needed': {
      if (e.articleId) {
        const a = await one<{ title: string; author: string | null }>(
          tx,
          sql`SELECT title, user_id AS author FROM articles WHERE id = ${e.articleId} AND status = 'pending'`,
        );
        if (!a) return [];
        return insertFor(tx, admins, {
          type: e.type,
          eventKey: `review:article:${e.articleId}`,
          actorIds: a.author ? [a.author] : [],
          articleId: e.articleId,
          data: { kind: 'article', title: a.title },
          url: '/admin/articles',
        });
      }
      const s = await one<{ name: string; owner: string | null }>(
        tx,
        sql`SELECT name, owner_id AS owner FROM startups WHERE id = ${e.startupId ?? null} AND status = 'pending'`,
      );
      if (!s) return [];
      return insertFor(tx, admins, {
        type: e.type,
        eventKey: `review:startup:${e.startupId}`,
        actorIds: s.owner ? [s.owner] : [],
        startupId: e.startupId,
        data: { kind: 'startup', name: s.name },
        url: '/admin/startup',
      });
    }
  }
}

/**
 * The event job. Each statement that makes rows also queues their mails chosen 'at once' (queries.ts), and a new
 * post's batch the job of its next batch, so a retry after a crash makes none of them twice, and no transaction is
 * needed around them: a comment's event is a read and one or two inserts, each committed alone (a transaction cost
 * two more round trips, and the mails' enqueue one more). Then the recipients' cached counts and lists are
 * forgotten, in every process (a like's owner even when the like was taken back or regrouped).
 */
export async function runEvent(ctx: AppContext, event: NotifyEvent) {
  const touched = new Set<string>();
  const made = await handle(ctx.db, event, touched);
  for (const r of made) touched.add(r.user_id);
  if (touched.size) await ctx.cache.invalidate([...touched].map(T.notifications));
}
