// A post's comments and replies: the tree, one comment, adding and deleting (queries.ts holds the posts').
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, posts, users } from '../../db/schema';
import { type Page, pageWithTotal } from '../../lib/pagination';
import { author } from './queries';

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  ...author,
};
/** A comment or reply with its author (the tree query answers the same shape). */
export type CommentRow = NonNullable<Awaited<ReturnType<typeof findCommentRow>>>;

/** Bounds of one answer: replies are followed 100 levels deep, and a page carries at most 2,000 comments. */
export const TREE_DEPTH_MAX = 100;
export const TREE_ROWS_MAX = 2000;

/** A page of a post's top-level comments with the replies beneath them, and their total, in one recursive query. */
export async function commentTree(db: Db, postId: string, page: Page) {
  const topLevel = and(eq(comments.postId, postId), isNull(comments.parentId));
  return pageWithTotal(page, {
    rows: async (limit, offset) =>
      (
        await db.execute<CommentRow & { total: number }>(sql`
          WITH RECURSIVE top AS (
            SELECT id FROM comments WHERE post_id = ${postId} AND parent_id IS NULL
            ORDER BY created_at ASC, id LIMIT ${limit} OFFSET ${offset}
          ), tree AS (
            SELECT c.*, 1 AS depth FROM comments c JOIN top ON c.id = top.id
            UNION ALL
            SELECT c.*, t.depth + 1 FROM comments c JOIN tree t ON c.parent_id = t.id WHERE t.depth < ${TREE_DEPTH_MAX}
          )
          , page AS (SELECT * FROM tree ORDER BY created_at ASC, id LIMIT ${TREE_ROWS_MAX})
          SELECT page.id, page.post_id AS "postId", page.parent_id AS "parentId", page.body, page.created_at AS "createdAt",
                 u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.profile_image AS "profileImage",
                 (SELECT count(*) FROM comments WHERE ${topLevel}) AS total
          FROM page
          -- each author by primary key (LIMIT 1 keeps it a lookup per row: as a plain join the planner misjudges
          -- the tree's size and hashes the whole users table)
          CROSS JOIN LATERAL (SELECT id, first_name, last_name, profile_image FROM users WHERE users.id = page.user_id LIMIT 1) u
          ORDER BY page.created_at ASC, page.id`)
      ).rows,
    total: () => db.select({ total: count() }).from(comments).where(topLevel),
  });
}

/** A comment with the community it belongs to (for permission checks). */
export const findComment = async (db: Db, id: string) =>
  (
    await db
      .select({ id: comments.id, postId: comments.postId, userId: comments.userId, clubId: posts.clubId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, id))
      .limit(1)
  )[0];

export const findCommentRow = async (db: Db, id: string) =>
  (
    await db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id))
      .limit(1)
  )[0];

/** Adds a comment or reply and counts it on the post in one statement. */
export const insertComment = async (db: Db, postId: string, userId: string, body: string, parentId: string | null) =>
  (await insertCommentRow(db, { postId, userId, body, parentId }))!.id;

/**
 * Adds a comment or reply, counts it on the post and answers it with its author, in one statement. A reply is
 * added only while the comment it answers is still there, on the same post (undefined when it is not: the
 * service read the parent from the shared cache).
 */
export async function insertCommentRow(
  db: Db,
  c: { id?: string; postId: string; userId: string; body: string; parentId: string | null },
  jobs?: SQL,
): Promise<CommentRow | undefined> {
  const parentThere = c.parentId
    ? sql`WHERE EXISTS (SELECT 1 FROM comments WHERE id = ${c.parentId} AND post_id = ${c.postId})`
    : sql``;
  const res = await db.execute<CommentRow>(sql`
    WITH ${jobs ? sql`job AS (${jobs}), ` : sql``}ins AS (
      INSERT INTO comments (id, post_id, user_id, body, parent_id)
      SELECT ${c.id ?? sql`gen_random_uuid()`}::uuid, ${c.postId}::uuid, ${c.userId}::uuid, ${c.body}, ${c.parentId}::uuid
      ${parentThere}
      RETURNING id, post_id, parent_id, body, created_at, user_id
    ), bump AS (
      UPDATE posts SET comments_count = comments_count + 1 WHERE id = ${c.postId} AND EXISTS (SELECT 1 FROM ins)
    )
    SELECT ins.id, ins.post_id AS "postId", ins.parent_id AS "parentId", ins.body, ins.created_at AS "createdAt",
           u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.profile_image AS "profileImage"
    FROM ins JOIN users u ON u.id = ins.user_id`);
  return res.rows[0];
}

/** Deletes a comment with all its replies and takes them off the post's count, in one statement. */
export async function deleteCommentTree(db: Db, id: string, postId: string) {
  await db.execute(sql`
    WITH RECURSIVE sub AS (
      SELECT id FROM comments WHERE id = ${id}
      UNION ALL
      SELECT c.id FROM comments c JOIN sub ON c.parent_id = sub.id
    ), del AS (
      DELETE FROM comments WHERE id IN (SELECT id FROM sub) RETURNING 1
    )
    UPDATE posts SET comments_count = comments_count - (SELECT count(*) FROM del) WHERE id = ${postId}`);
}
