/**
 * The caller's own part of an answer, laid over the shared part. The shared part comes from the cache and is
 * seen by everyone, so it is never changed: each item is copied with the caller's fields on top.
 *
 *   const page = await ctx.cache.shared(key, tags, loadPage);           // once for everyone
 *   const mine = await ctx.cache.own(userId, 'liked-posts', tags, loadMine); // once per caller
 *   return overlay(page.rows, (p) => ({ isLiked: mine.has(p._id) }));  // per request
 */

/** Copies every item with the caller's own fields added. */
export function overlay<T extends object, O extends object>(
  items: readonly T[],
  own: (item: T) => O,
): (Omit<T, keyof O> & O)[] {
  return items.map((item) => ({ ...item, ...own(item) }));
}
