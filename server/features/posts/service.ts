import { randomUUID } from 'node:crypto';
import { COMMUNITY_MESSAGES as M } from '../../../common/communities';
import { isAdmin } from '../../../common/roles';
import type { Comment, CreatePostBody, ReplyBody } from '../../../common/schemas/posts';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { cacheKey, T } from '../../lib/cache-tags';
import { keepNew, sharedEach } from '../../lib/cache-each';
import { overlay } from '../../lib/overlay';
import { mapPage, offsetOf, type Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import * as communities from '../communities/service';
import * as notifications from '../notifications/service';
import { buildTree, presentComment, presentOwnContent, presentPost } from './presenter';
import * as cq from './comment-queries';
import * as q from './queries';
import { type TreePage, withComment } from './tree-revise';

const POST_NOT_FOUND = 'Post not found';
const COMMENT_NOT_FOUND = 'Comment not found';

/** The community must be visible to the caller; otherwise the thing inside it is "not found". */
const inVisibleCommunity = (ctx: AppContext, clubId: string, auth: AuthUser | undefined, message: string) =>
  communities.getVisible(ctx, clubId, auth).catch(() => {
    throw notFound(message);
  });

/** A member's likes are kept whole up to this many (a set of ids); beyond it, each page asks about its posts. */
const LIKES_KEPT = 2000;

/**
 * The like and comment counts of some posts, each kept under its own post's tag: a like or a comment forgets
 * that post's counts alone, so a page whose posts were not touched is answered without a query.
 */
const countKey = (id: string) => `post-counts:${id}`;
const countsOf = (ctx: AppContext, ids: readonly string[]) =>
  sharedEach(
    ctx.cache,
    ids,
    countKey,
    (id) => [T.postCount(id)],
    async (some) => new Map((await q.postCounts(ctx.db, some)).map((r) => [r.id, r])),
  );

/** Which of these posts the member liked: their likes, kept whole for them until they like or unlike. */
async function likedOf(ctx: AppContext, userId: string, ids: readonly string[]) {
  const all = await ctx.cache.own(userId, 'liked-posts', [T.likes(userId)], () =>
    q.likedPosts(ctx.db, userId, LIKES_KEPT),
  );
  if (all) return all;
  return ids.length ? new Set(await q.likedAmong(ctx.db, userId, [...ids])) : new Set<string>();
}

/**
 * A page of a community's posts. The page is shared by everyone (kept until a post is added or removed there).
 * Members also get the posts' fresh counts, each post's kept until someone likes or comments on it, and their
 * own likes, kept for them until they like or unlike (stop 16: the counts were kept per page and forgotten by any
 * like or comment in the community, the likes per page and forgotten by any new post there).
 */
export async function list(ctx: AppContext, clubId: string, page: Page, auth?: AuthUser) {
  await communities.getVisible(ctx, clubId, auth);
  const key = cacheKey('posts', { clubId, page: page.page, limit: page.limit });
  const shared = await ctx.cache.shared(key, [T.posts(clubId)], async () =>
    mapPage(await q.listPosts(ctx.db, clubId, null, page), presentPost),
  );
  if (!auth) return shared;
  const ids = shared.rows.map((p) => p._id);
  const [counts, liked] = await Promise.all([countsOf(ctx, ids), likedOf(ctx, auth.id, ids)]);
  const rows = overlay(shared.rows, (p) => ({
    likesCount: counts.get(p._id)?.likesCount ?? p.likesCount,
    commentsCount: counts.get(p._id)?.commentsCount ?? p.commentsCount,
    isLiked: liked.has(p._id),
  }));
  return { rows, total: shared.total };
}

/** A post's row as everyone sees it (its community decides who may), kept until the post is deleted. */
const sharedPost = (ctx: AppContext, postId: string) =>
  ctx.cache.shared(`post:${postId}`, [T.post(postId)], () => q.findPost(ctx.db, postId, null));

/** A post whose community the caller can see (its shared row: who wrote it and where never change). */
async function visiblePost(ctx: AppContext, postId: string, auth?: AuthUser) {
  const post = await sharedPost(ctx, postId);
  if (!post) throw notFound(POST_NOT_FOUND);
  await inVisibleCommunity(ctx, post.clubId, auth, POST_NOT_FOUND);
  return post;
}

/**
 * One post (a notification's link to a post that is no longer on its community's first page): its shared row,
 * with a member's fresh counts and own like laid over it.
 */
export async function getOne(ctx: AppContext, postId: string, auth?: AuthUser) {
  const post = presentPost(await visiblePost(ctx, postId, auth));
  if (!auth) return post;
  const [all, liked] = await Promise.all([countsOf(ctx, [postId]), likedOf(ctx, auth.id, [postId])]);
  const counts = all.get(postId);
  return {
    ...post,
    ...(counts && { likesCount: counts.likesCount, commentsCount: counts.commentsCount }),
    isLiked: liked.has(postId),
  };
}

export async function create(ctx: AppContext, input: CreatePostBody, auth: AuthUser) {
  await communities.requireMember(ctx, input.club, auth, 'Join this community to post in it.');
  // One statement (the post, its community's count and the event's job): the community's row is locked until it
  // commits (job-rows.ts jobsCte).
  const id = randomUUID();
  const job = notifications.emitIn({ type: 'new_post', postId: id });
  // Its counts are known (none): members reading the page it tops need not ask for them.
  const counts = keepNew(ctx.cache, countKey(id), [T.postCount(id)]);
  let row: q.PostRow;
  try {
    row = await q.insertPostRow(ctx.db, { id, clubId: input.club, userId: auth.id, body: input.body }, job.cte);
  } catch (err) {
    counts?.fail();
    throw err;
  }
  counts?.done({ id, likesCount: row.likesCount, commentsCount: row.commentsCount });
  job.after(ctx.db);
  await ctx.cache.invalidate([T.posts(input.club)]);
  return presentPost(row);
}

export async function remove(ctx: AppContext, postId: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  if (post.userId !== auth.id && !isAdmin(auth.roles)) throw forbidden('You can only delete your own posts.');
  await q.deletePost(ctx.db, postId);
  await ctx.cache.invalidate([T.posts(post.clubId), T.post(postId), T.comments(postId)]);
  return { message: 'Post deleted.' };
}

/**
 * A like changes a counter and the liker's own part: members see both at once; visitors' cached pages catch
 * up within the cache window (decisions.md).
 */
export async function toggleLike(ctx: AppContext, postId: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  // A like is told when its grouping window closes (a like taken back before then is told nothing); the like,
  // the post's count and the job are one statement, as the post's row is locked until it commits.
  const job = post.userId !== auth.id ? notifications.emitIn({ type: 'post_liked', postId }, q.LIKED) : undefined;
  const r = await q.toggleLike(ctx.db, postId, auth.id, job?.cte);
  job?.after(ctx.db);
  if (!r) throw notFound(POST_NOT_FOUND);
  await ctx.cache.invalidate([T.likes(auth.id), T.postCounts(post.clubId), T.postCount(postId)]);
  return { postId, isLiked: r.liked, likesCount: r.likesCount };
}

const TREE = 'comments';
/** What every kept tree page's key starts with (`cacheKey(TREE, {…})`). */
const TREE_KEYS = cacheKey(TREE, {});

/** A page of a post's comment tree: nothing in it depends on the caller, so it is shared by everyone. */
export async function listComments(ctx: AppContext, postId: string, page: Page, auth?: AuthUser) {
  await visiblePost(ctx, postId, auth);
  return ctx.cache.shared(
    cacheKey(TREE, { postId, page: page.page, limit: page.limit }),
    [T.comments(postId)],
    async (): Promise<TreePage> => {
      const { rows, total } = await cq.commentTree(ctx.db, postId, page);
      return { rows: buildTree(rows), total, offset: offsetOf(page), limit: page.limit };
    },
  );
}

/**
 * After a new comment or reply: its post's counts and the answers holding its tree are forgotten, and the pages of
 * the tree kept here since before the write (`before`: `ctx.cache.revision()`) get it laid in (tree-revise.ts)
 * rather than read again by their next reader.
 */
const commented = (ctx: AppContext, clubId: string, c: Comment, before: number) =>
  ctx.cache.invalidate([T.comments(c.post), T.postCounts(clubId), T.postCount(c.post)], {
    before,
    fn: (key, value) => (key.startsWith(TREE_KEYS) ? withComment(value as TreePage, c) : undefined),
  });

export async function createComment(ctx: AppContext, postId: string, body: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  await communities.requireMember(ctx, post.clubId, auth, M.joinToComment);
  const id = randomUUID();
  const job = notifications.emitIn({ type: 'comment_on_post', commentId: id });
  const before = ctx.cache.revision();
  const row = (await cq.insertCommentRow(ctx.db, { id, postId, userId: auth.id, body, parentId: null }, job.cte))!;
  job.after(ctx.db);
  const comment = presentComment(row);
  await commented(ctx, post.clubId, comment, before);
  return comment;
}

export async function createReply(ctx: AppContext, commentId: string, input: ReplyBody, auth: AuthUser) {
  // Where a comment is (its post, community and author) never changes: shared until a comment of its post is
  // deleted. The insert checks again that it is still there.
  const parent = await ctx.cache.shared(
    `comment:${input.post}:${commentId}`,
    [T.post(input.post), T.commentPlaces(input.post)],
    () => cq.findComment(ctx.db, commentId),
  );
  if (!parent) throw notFound(COMMENT_NOT_FOUND);
  if (parent.postId !== input.post) throw badRequest('post does not match the comment being replied to.');
  await inVisibleCommunity(ctx, parent.clubId, auth, COMMENT_NOT_FOUND);
  await communities.requireMember(ctx, parent.clubId, auth, M.joinToComment);
  const id = randomUUID();
  const job = notifications.emitIn({ type: 'reply_to_comment', commentId: id });
  const c = { id, postId: parent.postId, userId: auth.id, body: input.body, parentId: commentId };
  const before = ctx.cache.revision();
  const row = await cq.insertCommentRow(ctx.db, c, job.cte);
  job.after(ctx.db);
  if (!row) throw notFound(COMMENT_NOT_FOUND); // deleted meanwhile (its job finds nothing to tell)
  const reply = presentComment(row);
  await commented(ctx, parent.clubId, reply, before);
  return reply;
}

export async function removeComment(ctx: AppContext, commentId: string, auth: AuthUser) {
  const c = await cq.findComment(ctx.db, commentId);
  if (!c) throw notFound(COMMENT_NOT_FOUND);
  if (c.userId !== auth.id && !isAdmin(auth.roles)) throw forbidden('You can only delete your own comments.');
  await cq.deleteCommentTree(ctx.db, commentId, c.postId);
  await ctx.cache.invalidate([
    T.comments(c.postId),
    T.commentPlaces(c.postId),
    T.postCounts(c.clubId),
    T.postCount(c.postId),
  ]);
  return { message: 'Comment deleted.' };
}

/**
 * 'My content' (issue 17): the caller's posts and comments across communities, newest first, each with the
 * address of its place; only in communities they can still see. Read fresh (the author's own page, no cache).
 */
export async function listMine(ctx: AppContext, page: Page, auth: AuthUser) {
  return mapPage(await q.listOwnContent(ctx.db, auth.id, communities.visibleStatuses(auth), page), presentOwnContent);
}
