import { count, desc, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playlists } from '../../db/schema';
import { listPage, type Page } from '../../lib/pagination';

export type PlaylistRow = typeof playlists.$inferSelect;

/** A page of playlists, active ones first, newest first within each (the first active one is the hero video). */
export const listPlaylists = (db: Db, page: Page) =>
  listPage(page, {
    rows: (limit, offset) =>
      db
        .select()
        .from(playlists)
        .orderBy(desc(playlists.isActive), desc(playlists.createdAt), playlists.id)
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(playlists),
  });

export async function insertPlaylist(db: Db, values: typeof playlists.$inferInsert) {
  const [row] = await db.insert(playlists).values(values).returning();
  return row!;
}

export async function updatePlaylist(db: Db, id: string, values: Partial<typeof playlists.$inferInsert>) {
  const [row] = await db
    .update(playlists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(playlists.id, id))
    .returning();
  return row;
}

/** Flips Active/Inactive in one statement. */
export async function togglePlaylist(db: Db, id: string) {
  const [row] = await db
    .update(playlists)
    .set({ isActive: not(playlists.isActive), updatedAt: new Date() })
    .where(eq(playlists.id, id))
    .returning();
  return row;
}

export async function deletePlaylist(db: Db, id: string) {
  const [row] = await db.delete(playlists).where(eq(playlists.id, id)).returning({ id: playlists.id });
  return row;
}
