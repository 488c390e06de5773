import { asc, eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES as M, DEFAULT_CATEGORY, slugify } from '../../../common/articles';
import type { Category } from '../../../common/schemas/categories';
import type { AppContext } from '../../context';
import { categories } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';

type Row = typeof categories.$inferSelect;
const present = (c: Row): Category => ({ _id: c.id, name: c.name, slug: c.slug, description: c.description, isActive: c.isActive, createdAt: c.createdAt.toISOString() });

export async function list(ctx: AppContext, includeInactive: boolean) {
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(includeInactive ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.name))
    .limit(500);
  return rows.map(present);
}

function slugOf(name: string) {
  const slug = slugify(name);
  if (!slug) throw badRequest('Category name must contain letters or numbers.');
  return slug;
}

export async function create(ctx: AppContext, body: { name: string; description?: string }) {
  const [row] = await ctx.db
    .insert(categories)
    .values({ name: body.name, slug: slugOf(body.name), description: body.description ?? '' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('A category with this name already exists.');
  return present(row);
}

export async function update(ctx: AppContext, id: string, body: { name?: string; description?: string; isActive?: boolean }) {
  const values: Partial<Row> = { description: body.description, isActive: body.isActive };
  if (body.name !== undefined) Object.assign(values, { name: body.name, slug: slugOf(body.name) });
  try {
    const [row] = await ctx.db.update(categories).set(values).where(eq(categories.id, id)).returning();
    if (!row) throw notFound('Category not found');
    return present(row);
  } catch (err) {
    if ((err as { code?: string }).code === '23505' || String((err as Error).cause ?? '').includes('categories_slug_key')) {
      throw conflict('A category with this name already exists.');
    }
    throw err;
  }
}

export async function remove(ctx: AppContext, id: string) {
  const [row] = await ctx.db.delete(categories).where(eq(categories.id, id)).returning();
  if (!row) throw notFound('Category not found');
  return { message: 'Category deleted.' };
}

/**
 * The category slug of an article being written: a chosen active category, a new one named in the form
 * (created if it does not exist), or by default the first active category, otherwise 'sdg' (part 2 §5).
 */
export async function resolveCategory(ctx: AppContext, chosen?: string, custom?: string): Promise<string> {
  const wantsNew = chosen === 'new' || chosen === '__new__' || custom !== undefined;
  if (wantsNew) {
    const name = custom?.trim();
    if (!name) throw badRequest(M.customCategory);
    if (name.length > 80) throw badRequest('Category name must be at most 80 characters');
    const slug = slugOf(name);
    const [existing] = await ctx.db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
    if (existing && !existing.isActive) throw badRequest('This category is no longer in use. Please choose another.');
    if (!existing) await ctx.db.insert(categories).values({ name, slug }).onConflictDoNothing();
    return slug;
  }
  if (chosen?.trim()) {
    const [row] = await ctx.db.select().from(categories).where(eq(categories.slug, chosen.trim())).limit(1);
    if (!row || !row.isActive) throw badRequest('Please choose an existing category.');
    return row.slug;
  }
  const [first] = await ctx.db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.createdAt)).limit(1);
  return first?.slug ?? DEFAULT_CATEGORY;
}
