import { ARTICLE_MESSAGES as M, DEFAULT_CATEGORY, slugify, wantsNewCategory } from '../../../common/articles';
import { isAdmin } from '../../../common/roles';
import type { CreateCategoryBody, UpdateCategoryBody } from '../../../common/schemas/categories';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { presentActiveCategory, presentCategory } from './presenter';
import * as q from './queries';

const NOT_FOUND = 'Category not found';
const TAKEN = 'A category with this name already exists.';

/** Active categories for everyone; inactive ones too for admins who ask (part 2 §4). */
export async function list(ctx: AppContext, includeInactive: boolean, auth?: AuthUser) {
  if (includeInactive && !auth) throw unauthorized();
  if (includeInactive && !isAdmin(auth?.roles)) throw forbidden('Only administrators can see inactive categories.');
  return (await q.listCategories(ctx.db, includeInactive)).map(presentCategory);
}

export const listActive = async (ctx: AppContext) => (await q.listCategories(ctx.db, false)).map(presentActiveCategory);

function slugOf(name: string) {
  const slug = slugify(name);
  if (!slug) throw badRequest('Category name must contain letters or numbers.');
  return slug;
}

export async function create(ctx: AppContext, input: CreateCategoryBody) {
  const row = await q.insertCategory(ctx.db, {
    name: input.name,
    slug: slugOf(input.name),
    description: input.description,
  });
  if (!row) throw conflict(TAKEN);
  await ctx.cache.invalidate([T.categories]);
  return presentCategory(row);
}

export async function update(ctx: AppContext, id: string, input: UpdateCategoryBody) {
  const values = {
    description: input.description,
    isActive: input.isActive,
    ...(input.name !== undefined ? { name: input.name, slug: slugOf(input.name) } : {}),
  };
  if (Object.values(values).every((v) => v === undefined))
    throw badRequest('Send at least one of name, description or isActive.');
  try {
    const row = await q.updateCategory(ctx.db, id, values);
    if (!row) throw notFound(NOT_FOUND);
    await ctx.cache.invalidate([T.categories]);
    return presentCategory(row);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (
      (err as { code?: string }).code === '23505' ||
      String((err as Error).cause ?? '').includes('categories_slug_key')
    )
      throw conflict(TAKEN);
    throw err;
  }
}

export async function remove(ctx: AppContext, id: string) {
  if (!(await q.deleteCategory(ctx.db, id))) throw notFound(NOT_FOUND);
  await ctx.cache.invalidate([T.categories]);
  return { message: 'Category deleted.' };
}

/**
 * The category slug of an article being written: a chosen active category, a new one named in the form
 * (created if it does not exist), or by default the first active category, otherwise 'sdg' (part 2 §5).
 */
export async function resolveForArticle(
  ctx: AppContext,
  input: { category?: string; customCategory?: string },
): Promise<string> {
  if (wantsNewCategory(input)) {
    const name = input.customCategory?.trim();
    if (!name) throw badRequest(M.customCategory);
    if (name.length > 80) throw badRequest('Category name must be at most 80 characters');
    const slug = slugOf(name);
    const existing = await q.findBySlug(ctx.db, slug);
    if (existing && !existing.isActive) throw badRequest('This category is no longer in use. Please choose another.');
    if (!existing && (await q.insertCategory(ctx.db, { name, slug }))) await ctx.cache.invalidate([T.categories]);
    return slug;
  }
  const chosen = input.category?.trim();
  if (chosen) {
    const row = await q.findBySlug(ctx.db, chosen);
    if (!row?.isActive) throw badRequest('Please choose an existing category.');
    return row.slug;
  }
  return (await q.firstActive(ctx.db))?.slug ?? DEFAULT_CATEGORY;
}
