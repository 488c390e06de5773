import { count, desc, eq } from 'drizzle-orm';
import { ARTICLE_MESSAGES as M } from '../../../common/articles';
import type { FeaturedPost } from '../../../common/schemas/featured-posts';
import type { AppContext } from '../../context';
import { featuredPosts } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { field, type MultipartForm } from '../../plugins/uploads';

type Row = typeof featuredPosts.$inferSelect;
const present = (p: Row): FeaturedPost => ({ _id: p.id, title: p.title, content: p.content, tag: p.tag, image: p.image, createdAt: p.createdAt.toISOString() });
const IMAGE = { width: 1600, typeMessage: 'Only PNG, JPG, and JPEG files are allowed' } as const;

export async function list(ctx: AppContext, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(featuredPosts).orderBy(desc(featuredPosts.createdAt)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(featuredPosts),
  ]);
  return { rows: rows.map(present), total: Number(total) };
}

function fields(form: MultipartForm) {
  const title = field(form, 'title')?.trim();
  const content = field(form, 'content')?.trim();
  const tag = field(form, 'tag')?.trim();
  if (!title || !content || !tag) throw badRequest(M.featuredPostRequired);
  if (title.length > 200 || tag.length > 100 || content.length > 10_000) throw badRequest('A field is too long.');
  return { title, content, tag };
}

export async function create(ctx: AppContext, form: MultipartForm) {
  const values = fields(form);
  const image = form.files.image;
  if (!image) throw badRequest(M.featuredPostRequired);
  const [row] = await ctx.db.insert(featuredPosts).values({ ...values, image: await ctx.images.storeImage(image.buffer, IMAGE) }).returning();
  return present(row!);
}

export async function update(ctx: AppContext, id: string, form: MultipartForm) {
  const values = fields(form);
  const image = form.files.image;
  const [row] = await ctx.db
    .update(featuredPosts)
    .set({ ...values, ...(image ? { image: await ctx.images.storeImage(image.buffer, IMAGE) } : {}) })
    .where(eq(featuredPosts.id, id))
    .returning();
  if (!row) throw notFound('Featured post not found');
  return present(row);
}

export async function remove(ctx: AppContext, id: string) {
  const [row] = await ctx.db.delete(featuredPosts).where(eq(featuredPosts.id, id)).returning();
  if (!row) throw notFound('Featured post not found');
  return { message: 'Featured post deleted.' };
}
