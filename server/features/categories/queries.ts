import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/** Categories by name; there are few (an admin list), so one page of at most 500. */
export const listCategories = (db: Db, includeInactive: boolean) =>
  db
    .select()
    .from(categories)
    .where(includeInactive ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.name))
    .limit(500);

export const findBySlug = async (db: Db, slug: string) =>
  (await db.select().from(categories).where(eq(categories.slug, slug)).limit(1))[0];

export const firstActive = async (db: Db) =>
  (
    await db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.createdAt)).limit(1)
  )[0];

/** Inserts unless the slug exists; undefined when it did. */
export async function insertCategory(db: Db, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCategory(db: Db, id: string, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Db, id: string) {
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return row;
}
