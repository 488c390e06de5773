import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startupFollows, startups, startupViews, startupWatchlist } from '../../db/schema';
import { listPage, type Page } from '../../lib/pagination';
import { oldestKeptDay } from '../../lib/views';
import { columns, type StartupListRow, verified } from './queries';

// Follows, the watchlist and views.

/** GET /startup/watchlist: the caller's watchlist, latest added first, startups still public only. */
export function listWatchlist(db: Db, userId: string, p: Page) {
  const where = and(eq(startupWatchlist.userId, userId), verified);
  return listPage<StartupListRow>(p, {
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(startupWatchlist)
        .innerJoin(startups, eq(startups.id, startupWatchlist.startupId))
        .where(where)
        .orderBy(desc(startupWatchlist.createdAt), startups.id)
        .limit(limit)
        .offset(offset),
    total: () =>
      db
        .select({ total: count() })
        .from(startupWatchlist)
        .innerJoin(startups, eq(startups.id, startupWatchlist.startupId))
        .where(where),
  });
}

/** Follows once (a second follow changes nothing); answers the count. */
export async function follow(db: Db, startupId: string, userId: string) {
  return db.transaction(async (tx) => {
    const added = await tx.insert(startupFollows).values({ startupId, userId }).onConflictDoNothing().returning();
    const [row] = added.length
      ? await tx
          .update(startups)
          .set({ followersCount: sql`${startups.followersCount} + 1` })
          .where(eq(startups.id, startupId))
          .returning({ n: startups.followersCount })
      : await tx.select({ n: startups.followersCount }).from(startups).where(eq(startups.id, startupId));
    return row?.n ?? 0;
  });
}

export async function unfollow(db: Db, startupId: string, userId: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(startupFollows)
      .where(and(eq(startupFollows.startupId, startupId), eq(startupFollows.userId, userId)))
      .returning();
    const [row] = removed.length
      ? await tx
          .update(startups)
          .set({ followersCount: sql`GREATEST(${startups.followersCount} - 1, 0)` })
          .where(eq(startups.id, startupId))
          .returning({ n: startups.followersCount })
      : await tx.select({ n: startups.followersCount }).from(startups).where(eq(startups.id, startupId));
    return row?.n ?? 0;
  });
}

export async function addToWatchlist(db: Db, startupId: string, userId: string) {
  await db.insert(startupWatchlist).values({ startupId, userId }).onConflictDoNothing();
}

export async function removeFromWatchlist(db: Db, startupId: string, userId: string) {
  await db
    .delete(startupWatchlist)
    .where(and(eq(startupWatchlist.startupId, startupId), eq(startupWatchlist.userId, userId)));
}

/** Whether the user follows and watches the startup. */
export async function relation(db: Db, startupId: string, userId: string) {
  const [row] = await db
    .select({
      following: sql<boolean>`EXISTS (SELECT 1 FROM ${startupFollows} WHERE ${startupFollows.startupId} = ${startupId} AND ${startupFollows.userId} = ${userId})`,
      watching: sql<boolean>`EXISTS (SELECT 1 FROM ${startupWatchlist} WHERE ${startupWatchlist.startupId} = ${startupId} AND ${startupWatchlist.userId} = ${userId})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { following: !!row?.following, watching: !!row?.watching };
}

/**
 * A view by a visitor on a day: counted once (one statement); answers whether it counted and the count. A
 * counted view also deletes the startup's records of days before yesterday (never looked at again).
 */
export async function countView(db: Db, startupId: string, visitor: string, day: string) {
  const res = await db.execute<{ counted: boolean; views: number }>(sql`
    WITH added AS (
      INSERT INTO ${startupViews} (startup_id, visitor, day) VALUES (${startupId}, ${visitor}, ${day})
      ON CONFLICT DO NOTHING RETURNING startup_id
    ), bumped AS (
      UPDATE ${startups} SET views_count = views_count + 1 WHERE id IN (SELECT startup_id FROM added)
      RETURNING views_count
    ), pruned AS (
      DELETE FROM ${startupViews}
      WHERE startup_id = ${startupId} AND day < ${oldestKeptDay(day)} AND EXISTS (SELECT 1 FROM added)
    )
    SELECT EXISTS (SELECT 1 FROM added) AS counted,
      COALESCE((SELECT views_count FROM bumped), (SELECT views_count FROM ${startups} WHERE id = ${startupId}))::int AS views`);
  const row = res.rows[0];
  return { counted: !!row?.counted, viewsCount: Number(row?.views ?? 0) };
}
