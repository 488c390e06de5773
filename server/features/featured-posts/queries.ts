import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featuredPosts } from '../../db/schema';
import { listPage, type Page } from '../../lib/pagination';

export type FeaturedPostRow = typeof featuredPosts.$inferSelect;

/** A page of featured posts, newest first, with the total. */
export const listFeaturedPosts = (db: Db, page: Page) =>
  listPage(page, {
    rows: (limit, offset) =>
      db
        .select()
        .from(featuredPosts)
        .orderBy(desc(featuredPosts.createdAt), featuredPosts.id)
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(featuredPosts),
  });

export async function insertFeaturedPost(db: Db, values: typeof featuredPosts.$inferInsert) {
  const [row] = await db.insert(featuredPosts).values(values).returning();
  return row!;
}

export async function updateFeaturedPost(db: Db, id: string, values: Partial<typeof featuredPosts.$inferInsert>) {
  const [row] = await db.update(featuredPosts).set(values).where(eq(featuredPosts.id, id)).returning();
  return row;
}

export async function findFeaturedPostImage(db: Db, id: string) {
  const [row] = await db.select({ image: featuredPosts.image }).from(featuredPosts).where(eq(featuredPosts.id, id));
  return row?.image;
}

export async function deleteFeaturedPost(db: Db, id: string) {
  const [row] = await db
    .delete(featuredPosts)
    .where(eq(featuredPosts.id, id))
    .returning({ id: featuredPosts.id, image: featuredPosts.image });
  return row;
}
