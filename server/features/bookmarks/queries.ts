import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookmarkKind } from '../../../common/bookmarks';
import type { Db } from '../../db/client';
import { articles, bookmarks, clubs, events, opportunities, posts, programs, startups } from '../../db/schema';
import { listPage, type Page } from '../../lib/pagination';

/** `column = ANY($1::uuid[])`: one parameter however many ids (a statement the database plans once). */
const anyOf = (column: AnyPgColumn, ids: string[]) => sql`${column} = ANY(${sql.param(ids)}::uuid[])`;

export type BookmarkRow = { kind: BookmarkKind; itemId: string; createdAt: Date };

const columns = { kind: bookmarks.kind, itemId: bookmarks.itemId, createdAt: bookmarks.createdAt };
const key = (userId: string, kind: BookmarkKind, itemId: string) =>
  and(eq(bookmarks.userId, userId), eq(bookmarks.kind, kind), eq(bookmarks.itemId, itemId));

/** Saves an item once: `created` false when it was saved before (its first date is kept). */
export async function insertBookmark(db: Db, userId: string, kind: BookmarkKind, itemId: string) {
  const [row] = await db.insert(bookmarks).values({ userId, kind, itemId }).onConflictDoNothing().returning(columns);
  if (row) return { row, created: true };
  const [existing] = await db
    .select(columns)
    .from(bookmarks)
    .where(key(userId, kind, itemId));
  return { row: existing!, created: false };
}

export const deleteBookmark = (db: Db, userId: string, kind: BookmarkKind, itemId: string) =>
  db.delete(bookmarks).where(key(userId, kind, itemId));

/** A page of the caller's bookmarks, newest first (bookmarks_user_created_idx, or the kind's index). */
export function listBookmarks(db: Db, userId: string, kind: BookmarkKind | undefined, page: Page) {
  const where: SQL | undefined = and(eq(bookmarks.userId, userId), kind ? eq(bookmarks.kind, kind) : undefined);
  return listPage<BookmarkRow>(page, {
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(bookmarks)
        .where(where)
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.itemId))
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(bookmarks).where(where),
  });
}

/** Which of some items of one kind the user saved: lookups on the primary key. */
export const savedAmong = async (db: Db, userId: string, kind: BookmarkKind, ids: string[]) =>
  (
    await db
      .select({ itemId: bookmarks.itemId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.kind, kind), anyOf(bookmarks.itemId, ids)))
  ).map((r) => r.itemId);

// The items themselves: one query per kind for a page's ids, with what the visibility rules and the link need.

export const articleItems = (db: Db, ids: string[]) =>
  db
    .select({
      id: articles.id,
      title: articles.title,
      articleType: articles.articleType,
      status: articles.status,
      userId: articles.userId,
      clubId: articles.clubId,
      clubStatus: clubs.status,
    })
    .from(articles)
    .leftJoin(clubs, eq(clubs.id, articles.clubId))
    .where(anyOf(articles.id, ids));

export const postItems = (db: Db, ids: string[]) =>
  db
    .select({ id: posts.id, body: posts.body, clubId: posts.clubId, clubStatus: clubs.status })
    .from(posts)
    .innerJoin(clubs, eq(clubs.id, posts.clubId))
    .where(anyOf(posts.id, ids));

export const eventItems = (db: Db, ids: string[]) =>
  db.select({ id: events.id, title: events.title }).from(events).where(anyOf(events.id, ids));

export const programItems = (db: Db, ids: string[]) =>
  db
    .select({
      id: programs.id,
      title: programs.title,
      isFeatured: programs.isFeatured,
      isArchived: programs.isArchived,
    })
    .from(programs)
    .where(anyOf(programs.id, ids));

export const opportunityItems = (db: Db, ids: string[]) =>
  db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      status: opportunities.status,
      startupStatus: startups.status,
      ownerId: startups.ownerId,
    })
    .from(opportunities)
    .innerJoin(startups, eq(startups.id, opportunities.startupId))
    .where(anyOf(opportunities.id, ids));
