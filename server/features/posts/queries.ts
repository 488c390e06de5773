import { and, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, postLikes, posts, users } from '../../db/schema';
import { listPage, type Page, pageWithTotal } from '../../lib/pagination';

export const author = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

/** A post with its author, counts and whether the viewer liked it, all in the one query. */
const postColumns = (db: Db, viewer: string | null) => ({
  id: posts.id,
  clubId: posts.clubId,
  body: posts.body,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
  ...author,
  isLiked: viewer
    ? exists(
        db
          .select({ one: sql`1` })
          .from(postLikes)
          .where(and(eq(postLikes.postId, posts.id), eq(postLikes.userId, viewer))),
      ).mapWith(Boolean)
    : sql<boolean>`false`.mapWith(Boolean),
});
const selectPosts = (db: Db, viewer: string | null) =>
  db.select(postColumns(db, viewer)).from(posts).innerJoin(users, eq(users.id, posts.userId));
export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/**
 * A page of a community's posts, newest first. The page's ids are found in the index alone (a deep offset
 * walks index entries, not table rows), then only those rows are read with their authors; the total is the
 * community's `post_count`, read by the same statement.
 */
export const listPosts = (db: Db, clubId: string, viewer: string | null, page: Page) =>
  pageWithTotal(page, {
    rows: (limit, offset) => {
      const ids = db
        .$with('page')
        .as(
          db
            .select({ id: posts.id })
            .from(posts)
            .where(eq(posts.clubId, clubId))
            .orderBy(desc(posts.createdAt), posts.id)
            .limit(limit)
            .offset(offset),
        );
      return db
        .with(ids)
        .select({ ...postColumns(db, viewer), total: sql<number>`(SELECT post_count FROM clubs WHERE id = ${clubId})` })
        .from(ids)
        .innerJoin(posts, eq(posts.id, ids.id))
        .innerJoin(users, eq(users.id, posts.userId))
        .orderBy(desc(posts.createdAt), posts.id);
    },
    // Kept on the community's row by the posts table's triggers (migration 0019), not counted per answer.
    total: () => db.select({ total: clubs.postCount }).from(clubs).where(eq(clubs.id, clubId)),
  });

/** The like and comment counts of some posts, by primary key. */
export const postCounts = (db: Db, ids: string[]) =>
  db
    .select({ id: posts.id, likesCount: posts.likesCount, commentsCount: posts.commentsCount })
    .from(posts)
    .where(sql`${posts.id} = ANY(${sql.param(ids)}::uuid[])`);

/**
 * The posts a member liked, all of them (their likes index), or undefined when they are more than `max`: the
 * caller then asks about a page's posts alone (`likedAmong`).
 */
export const likedPosts = async (db: Db, userId: string, max: number) => {
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(eq(postLikes.userId, userId))
    .limit(max + 1);
  return rows.length > max ? undefined : new Set(rows.map((r) => r.postId));
};

/** Which of some posts the user liked: one small query on the likes' primary key. */
export const likedAmong = async (db: Db, userId: string, ids: string[]) =>
  (
    await db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.userId, userId), sql`${postLikes.postId} = ANY(${sql.param(ids)}::uuid[])`))
  ).map((r) => r.postId);

export const findPost = async (db: Db, id: string, viewer: string | null) =>
  (await selectPosts(db, viewer).where(eq(posts.id, id)).limit(1))[0];

export const insertPost = async (db: Db, values: { clubId: string; userId: string; body: string }) =>
  (await insertPostRow(db, values)).id;

/** Adds a post and answers it with its author in one statement, with `jobs` (a CTE's body: job-rows.ts jobsCte). */
export async function insertPostRow(
  db: Db,
  values: { id?: string; clubId: string; userId: string; body: string },
  jobs?: SQL,
): Promise<PostRow> {
  const res = await db.execute<PostRow>(sql`
    WITH ${jobs ? sql`job AS (${jobs}), ` : sql``}ins AS (
      INSERT INTO posts (id, club_id, user_id, body)
      VALUES (${values.id ?? sql`gen_random_uuid()`}, ${values.clubId}, ${values.userId}, ${values.body})
      RETURNING id, club_id, body, likes_count, comments_count, created_at, user_id
    )
    SELECT ins.id, ins.club_id AS "clubId", ins.body, ins.likes_count AS "likesCount", ins.comments_count AS "commentsCount",
           ins.created_at AS "createdAt", u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
           u.profile_image AS "profileImage", false AS "isLiked"
    FROM ins JOIN users u ON u.id = ins.user_id`);
  return res.rows[0]!;
}

export const deletePost = (db: Db, id: string) => db.delete(posts).where(eq(posts.id, id));

/** True in toggleLike's statement when it made a like (a job's `when`). */
export const LIKED = sql`EXISTS (SELECT 1 FROM ins)`;

/**
 * Toggles the caller's like and adjusts the count in one statement. The (post, user) primary key means a
 * double click can never count twice; two racing toggles leave the count equal to the rows. `jobs` (a CTE's body,
 * after `ins`) enqueues in the same statement.
 */
export async function toggleLike(db: Db, postId: string, userId: string, jobs?: SQL) {
  const res = await db.execute<{ likes_count: number; liked: boolean }>(sql`
    WITH del AS (
      DELETE FROM post_likes WHERE post_id = ${postId} AND user_id = ${userId} RETURNING 1
    ), ins AS (
      INSERT INTO post_likes (post_id, user_id)
      SELECT ${postId}, ${userId} WHERE NOT EXISTS (SELECT 1 FROM del)
      ON CONFLICT DO NOTHING RETURNING 1
    )${jobs ? sql`, job AS (${jobs})` : sql``}
    UPDATE posts SET likes_count = likes_count + (SELECT count(*) FROM ins) - (SELECT count(*) FROM del)
    WHERE id = ${postId}
    RETURNING likes_count, (SELECT count(*) FROM ins) > 0 AS liked`);
  const row = res.rows[0];
  return row && { likesCount: Number(row.likes_count), liked: !!row.liked };
}

/** A row of the author's own posts and comments (issue 17), with its community and the post's place in it. */
export type OwnContentRow = {
  kind: 'post' | 'comment';
  id: string;
  postId: string;
  clubId: string;
  clubName: string;
  /** The start of the body (the list shows an excerpt; a body may be 10,000 characters). */
  body: string;
  createdAt: Date | string;
  /** How many posts of the community come before the post in its newest-first list (which page holds it). */
  newerPosts: number | string;
};

/**
 * The author's posts and comments (replies too) across communities, newest first, in one UNION ALL. Each branch
 * walks its author index (posts_user_created_idx, comments_user_created_idx) in the list's order and stops after
 * offset + limit rows of communities of the given statuses (all for admins), so a page costs its depth, not the
 * author's whole history; the two short lists are then merged. For the page's rows only, the posts before the
 * post in its community's list are counted in posts_club_created_idx (which page of the community holds it).
 */
export function listOwnContent(db: Db, userId: string, clubStatuses: readonly string[] | undefined, page: Page) {
  const visible = (status: SQL) =>
    clubStatuses ? sql`${status} = ANY(${sql.param([...clubStatuses])}::text[])` : sql`true`;
  return listPage(page, {
    rows: async (limit, offset) =>
      (
        await db.execute<OwnContentRow>(sql`
          WITH page AS (
            SELECT * FROM (
              (SELECT 'post' AS kind, p.id, p.id AS post_id, p.club_id, cl.name AS club_name,
                      p.created_at AS post_created_at, left(p.body, 1000) AS body, p.created_at
               FROM posts p JOIN clubs cl ON cl.id = p.club_id
               WHERE p.user_id = ${userId} AND ${visible(sql`cl.status`)}
               ORDER BY p.created_at DESC, p.id LIMIT ${limit + offset})
              UNION ALL
              (SELECT 'comment', c.id, c.post_id, p.club_id, cl.name, p.created_at, left(c.body, 1000), c.created_at
               FROM comments c JOIN posts p ON p.id = c.post_id JOIN clubs cl ON cl.id = p.club_id
               WHERE c.user_id = ${userId} AND ${visible(sql`cl.status`)}
               ORDER BY c.created_at DESC, c.id LIMIT ${limit + offset})
            ) m
            ORDER BY m.created_at DESC, m.id LIMIT ${limit} OFFSET ${offset}
          )
          SELECT page.kind, page.id, page.post_id AS "postId", page.club_id AS "clubId", page.club_name AS "clubName",
                 page.body, page.created_at AS "createdAt",
                 (SELECT count(*) FROM posts n
                  WHERE n.club_id = page.club_id AND n.created_at >= page.post_created_at
                    AND NOT (n.created_at = page.post_created_at AND n.id >= page.post_id)) AS "newerPosts"
          FROM page ORDER BY page.created_at DESC, page.id`)
      ).rows,
    // All the author's rows, read in their indexes alone, less those in communities the caller may not see
    // (few: archived and disapproved ones), so a prolific author's count does not look up each row's community.
    total: () =>
      db
        .execute<{ total: string }>(sql`
          WITH hidden AS (SELECT id FROM clubs WHERE ${clubStatuses ? sql`NOT (${visible(sql`status`)})` : sql`false`})
          SELECT (SELECT count(*) FROM posts WHERE user_id = ${userId})
               + (SELECT count(*) FROM comments WHERE user_id = ${userId})
               - (SELECT count(*) FROM posts p WHERE p.user_id = ${userId} AND p.club_id IN (SELECT id FROM hidden))
               - (SELECT count(*) FROM comments c WHERE c.user_id = ${userId}
                    AND c.post_id IN (SELECT p.id FROM posts p WHERE p.club_id IN (SELECT id FROM hidden))) AS total`)
        .then((r) => r.rows),
  });
}
