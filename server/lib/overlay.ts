/**
 * The caller's own part of an answer, laid over the shared part. The shared part comes from the cache and is
 * seen by everyone, so it is never changed: each item is copied with the caller's fields on top.
 *
 *   const page = await ctx.cache.shared(key, tags, loadPage);          // once for everyone
 *   const mine = await ownRows(page.rows.map((p) => p._id), (ids) => q.myLikes(ctx.db, userId, ids));
 *   return overlay(page.rows, (p) => ({ isLiked: mine.has(p._id) })); // per request
 */

/** Copies every item with the caller's own fields added. */
export function overlay<T extends object, O extends object>(
  items: readonly T[],
  own: (item: T) => O,
): (Omit<T, keyof O> & O)[] {
  return items.map((item) => ({ ...item, ...own(item) }));
}

/**
 * Runs the one small query that reads the caller's part for a page of ids (skipped when the page is empty)
 * and indexes its rows by id.
 */
export async function ownRows<R extends { id: string }>(
  ids: readonly string[],
  query: (ids: string[]) => Promise<R[]>,
): Promise<Map<string, R>> {
  if (!ids.length) return new Map();
  return new Map((await query([...ids])).map((r) => [r.id, r]));
}
