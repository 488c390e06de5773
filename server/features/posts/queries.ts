import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type PostRow = {
  id: string;
  club_id: string;
  body: string;
  likes_count: number;
  comments_count: number;
  created_at: Date | string;
  user_id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  is_liked: boolean;
};

const postSelect = (viewer: string | null) => sql`
  SELECT p.id, p.club_id, p.body, p.likes_count, p.comments_count, p.created_at,
         u.id AS user_id, u.first_name, u.last_name, u.profile_image,
         ${viewer ? sql`EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewer})` : sql`false`} AS is_liked
  FROM posts p JOIN users u ON u.id = p.user_id`;

/** A page of a community's posts, newest first, with counts and the caller's like in the same query. */
export async function listPosts(db: Db, clubId: string, viewer: string | null, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute<PostRow>(sql`${postSelect(viewer)} WHERE p.club_id = ${clubId} ORDER BY p.created_at DESC, p.id LIMIT ${limit} OFFSET ${offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM posts WHERE club_id = ${clubId}`),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export async function findPost(db: Db, id: string, viewer: string | null) {
  const res = await db.execute<PostRow>(sql`${postSelect(viewer)} WHERE p.id = ${id}`);
  return res.rows[0];
}

export async function insertPost(db: Db, clubId: string, userId: string, body: string) {
  const res = await db.execute<{ id: string }>(sql`INSERT INTO posts (club_id, user_id, body) VALUES (${clubId}, ${userId}, ${body}) RETURNING id`);
  return res.rows[0]!.id;
}

export async function deletePost(db: Db, id: string) {
  await db.execute(sql`DELETE FROM posts WHERE id = ${id}`);
}

/**
 * Toggles the caller's like and adjusts the count in one statement. The (post, user) primary key means a
 * double click can never count twice; two racing toggles leave the count equal to the rows.
 */
export async function toggleLike(db: Db, postId: string, userId: string) {
  const res = await db.execute<{ likes_count: number; liked: boolean }>(sql`
    WITH del AS (
      DELETE FROM post_likes WHERE post_id = ${postId} AND user_id = ${userId} RETURNING 1
    ), ins AS (
      INSERT INTO post_likes (post_id, user_id)
      SELECT ${postId}, ${userId} WHERE NOT EXISTS (SELECT 1 FROM del)
      ON CONFLICT DO NOTHING RETURNING 1
    )
    UPDATE posts SET likes_count = likes_count + (SELECT count(*) FROM ins) - (SELECT count(*) FROM del)
    WHERE id = ${postId}
    RETURNING likes_count, (SELECT count(*) FROM ins) > 0 AS liked`);
  return res.rows[0];
}

export type CommentRow = {
  id: string;
  post_id: string;
  parent_id: string | null;
  body: string;
  created_at: Date | string;
  user_id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
};

/** Bounds of one answer: replies are followed 100 levels deep, and a page carries at most 2,000 comments. */
const TREE_DEPTH_MAX = 100;
const TREE_ROWS_MAX = 2000;

/** A page of a post's top-level comments with the replies beneath them, in one recursive query. */
export async function commentTree(db: Db, postId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute<CommentRow>(sql`
      WITH RECURSIVE top AS (
        SELECT id FROM comments WHERE post_id = ${postId} AND parent_id IS NULL
        ORDER BY created_at ASC, id LIMIT ${limit} OFFSET ${offset}
      ), tree AS (
        SELECT c.*, 1 AS depth FROM comments c JOIN top ON c.id = top.id
        UNION ALL
        SELECT c.*, t.depth + 1 FROM comments c JOIN tree t ON c.parent_id = t.id WHERE t.depth < ${TREE_DEPTH_MAX}
      )
      SELECT tree.id, tree.post_id, tree.parent_id, tree.body, tree.created_at,
             u.id AS user_id, u.first_name, u.last_name, u.profile_image
      FROM tree JOIN users u ON u.id = tree.user_id
      ORDER BY tree.created_at ASC, tree.id
      LIMIT ${TREE_ROWS_MAX}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM comments WHERE post_id = ${postId} AND parent_id IS NULL`),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export async function findComment(db: Db, id: string) {
  const res = await db.execute<{ id: string; post_id: string; user_id: string; club_id: string }>(sql`
    SELECT c.id, c.post_id, c.user_id, p.club_id FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = ${id}`);
  return res.rows[0];
}

/** Adds a comment or reply and counts it on the post in one statement. */
export async function insertComment(db: Db, postId: string, userId: string, body: string, parentId: string | null) {
  const res = await db.execute<{ id: string }>(sql`
    WITH ins AS (
      INSERT INTO comments (post_id, user_id, body, parent_id) VALUES (${postId}, ${userId}, ${body}, ${parentId}) RETURNING id
    ), bump AS (
      UPDATE posts SET comments_count = comments_count + 1 WHERE id = ${postId}
    )
    SELECT id FROM ins`);
  return res.rows[0]!.id;
}

export async function findCommentRow(db: Db, id: string) {
  const res = await db.execute<CommentRow>(sql`
    SELECT c.id, c.post_id, c.parent_id, c.body, c.created_at, u.id AS user_id, u.first_name, u.last_name, u.profile_image
    FROM comments c JOIN users u ON u.id = c.user_id WHERE c.id = ${id}`);
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
