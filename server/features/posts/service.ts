import { COMMUNITY_MESSAGES as M } from '../../../common/communities';
import { isAdmin } from '../../../common/roles';
import type { CreatePostBody, ReplyBody } from '../../../common/schemas/posts';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { mapPage, type Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import * as communities from '../communities/service';
import { buildTree, presentComment, presentPost } from './presenter';
import * as q from './queries';

const POST_NOT_FOUND = 'Post not found';
const COMMENT_NOT_FOUND = 'Comment not found';

/** The community must be visible to the caller; otherwise the thing inside it is "not found". */
const inVisibleCommunity = (ctx: AppContext, clubId: string, auth: AuthUser | undefined, message: string) =>
  communities.getVisible(ctx, clubId, auth).catch(() => {
    throw notFound(message);
  });

export async function list(ctx: AppContext, clubId: string, page: Page, auth?: AuthUser) {
  await communities.getVisible(ctx, clubId, auth);
  return mapPage(await q.listPosts(ctx.db, clubId, auth?.id ?? null, page), presentPost);
}

/** A post whose community the caller can see. */
async function visiblePost(ctx: AppContext, postId: string, auth?: AuthUser) {
  const post = await q.findPost(ctx.db, postId, auth?.id ?? null);
  if (!post) throw notFound(POST_NOT_FOUND);
  await inVisibleCommunity(ctx, post.clubId, auth, POST_NOT_FOUND);
  return post;
}

export async function create(ctx: AppContext, input: CreatePostBody, auth: AuthUser) {
  await communities.requireMember(ctx, input.club, auth, 'Join this community to post in it.');
  const id = await q.insertPost(ctx.db, { clubId: input.club, userId: auth.id, body: input.body });
  return presentPost((await q.findPost(ctx.db, id, auth.id))!);
}

export async function remove(ctx: AppContext, postId: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  if (post.userId !== auth.id && !isAdmin(auth.roles)) throw forbidden('You can only delete your own posts.');
  await q.deletePost(ctx.db, postId);
  return { message: 'Post deleted.' };
}

export async function toggleLike(ctx: AppContext, postId: string, auth: AuthUser) {
  await visiblePost(ctx, postId, auth);
  const r = await q.toggleLike(ctx.db, postId, auth.id);
  if (!r) throw notFound(POST_NOT_FOUND);
  return { postId, isLiked: r.liked, likesCount: r.likesCount };
}

export async function listComments(ctx: AppContext, postId: string, page: Page, auth?: AuthUser) {
  await visiblePost(ctx, postId, auth);
  const { rows, total } = await q.commentTree(ctx.db, postId, page);
  return { rows: buildTree(rows), total };
}

export async function createComment(ctx: AppContext, postId: string, body: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  await communities.requireMember(ctx, post.clubId, auth, M.joinToComment);
  const id = await q.insertComment(ctx.db, postId, auth.id, body, null);
  return presentComment((await q.findCommentRow(ctx.db, id))!);
}

export async function createReply(ctx: AppContext, commentId: string, input: ReplyBody, auth: AuthUser) {
  const parent = await q.findComment(ctx.db, commentId);
  if (!parent) throw notFound(COMMENT_NOT_FOUND);
  if (parent.postId !== input.post) throw badRequest('post does not match the comment being replied to.');
  await inVisibleCommunity(ctx, parent.clubId, auth, COMMENT_NOT_FOUND);
  await communities.requireMember(ctx, parent.clubId, auth, M.joinToComment);
  const id = await q.insertComment(ctx.db, parent.postId, auth.id, input.body, commentId);
  return presentComment((await q.findCommentRow(ctx.db, id))!);
}

export async function removeComment(ctx: AppContext, commentId: string, auth: AuthUser) {
  const c = await q.findComment(ctx.db, commentId);
  if (!c) throw notFound(COMMENT_NOT_FOUND);
  if (c.userId !== auth.id && !isAdmin(auth.roles)) throw forbidden('You can only delete your own comments.');
  await q.deleteCommentTree(ctx.db, commentId, c.postId);
  return { message: 'Comment deleted.' };
}
