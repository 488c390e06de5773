import type { PageQuery } from '../../../common/schemas/pagination';
import type { CreateFeaturedPostBody, UpdateFeaturedPostBody } from '../../../common/schemas/featured-posts';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { notFound } from '../../lib/errors';
import { dropImages } from '../../plugins/uploads';
import { presentFeaturedPost } from './presenter';
import * as q from './queries';

const NOT_FOUND = 'Featured post not found';
const IMAGE = { width: 1600, typeMessage: 'Only PNG, JPG, and JPEG files are allowed' } as const;

export async function list(ctx: AppContext, page: PageQuery) {
  const { rows, total } = await q.listFeaturedPosts(ctx.db, page);
  return { rows: rows.map(presentFeaturedPost), total };
}

export async function create(ctx: AppContext, input: CreateFeaturedPostBody) {
  const { image, ...fields } = input;
  const row = await q.insertFeaturedPost(ctx.db, { ...fields, image: await ctx.images.storeImage(image, IMAGE) });
  await ctx.cache.invalidate([T.featuredPosts]);
  return presentFeaturedPost(row);
}

export async function update(ctx: AppContext, id: string, input: UpdateFeaturedPostBody) {
  const { image, ...fields } = input;
  const old = image ? await q.findFeaturedPostImage(ctx.db, id) : undefined;
  const row = await q.updateFeaturedPost(ctx.db, id, {
    ...fields,
    ...(image ? { image: await ctx.images.storeImage(image, IMAGE) } : {}),
  });
  if (!row) throw notFound(NOT_FOUND);
  if (old !== row.image) await dropImages(ctx, [old]);
  await ctx.cache.invalidate([T.featuredPosts]);
  return presentFeaturedPost(row);
}

export async function remove(ctx: AppContext, id: string) {
  const deleted = await q.deleteFeaturedPost(ctx.db, id);
  if (!deleted) throw notFound(NOT_FOUND);
  await dropImages(ctx, [deleted.image]);
  await ctx.cache.invalidate([T.featuredPosts]);
  return { message: 'Featured post deleted.' };
}
