import { COMMUNITY_MESSAGES as M } from '../../../common/communities';
import { isAdmin } from '../../../common/roles';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { getVisibleClub, requireMember } from '../communities/service';
import { buildTree, presentComment, presentPost } from './presenter';
import * as q from './queries';

const POST_NOT_FOUND = 'Post not found';
const COMMENT_NOT_FOUND = 'Comment not found';
type Page = { page: number; limit: number };

export async function list(ctx: AppContext, clubId: string, page: Page, auth?: AuthUser) {
  await getVisibleClub(ctx, clubId, auth);
  const { rows, total } = await q.listPosts(ctx.db, clubId, auth?.id ?? null, page.limit, offsetOf(page));
  return { rows: rows.map(presentPost), total };
}

/** A post whose community the caller can see. */
async function visiblePost(ctx: AppContext, postId: string, auth?: AuthUser) {
  const post = await q.findPost(ctx.db, postId, auth?.id ?? null);
  if (!post) throw notFound(POST_NOT_FOUND);
  await getVisibleClub(ctx, post.club_id, auth).catch(() => {
    throw notFound(POST_NOT_FOUND);
  });
  return post;
}

export async function create(ctx: AppContext, body: { body: string; club: string }, auth: AuthUser) {
  await requireMember(ctx, body.club, auth, 'Join this community to post in it.');
  const id = await q.insertPost(ctx.db, body.club, auth.id, body.body);
  return presentPost((await q.findPost(ctx.db, id, auth.id))!);
}

export async function remove(ctx: AppContext, postId: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  if (post.user_id !== auth.id && !isAdmin(auth.roles)) throw forbidden('You can only delete your own posts.');
  await q.deletePost(ctx.db, postId);
  return { message: 'Post deleted.' };
}

export async function toggleLike(ctx: AppContext, postId: string, auth: AuthUser) {
  await visiblePost(ctx, postId, auth);
  const r = await q.toggleLike(ctx.db, postId, auth.id);
  if (!r) throw notFound(POST_NOT_FOUND);
  return { postId, isLiked: !!r.liked, likesCount: Number(r.likes_count) };
}

export async function comments(ctx: AppContext, postId: string, page: Page, auth?: AuthUser) {
  await visiblePost(ctx, postId, auth);
  const { rows, total } = await q.commentTree(ctx.db, postId, page.limit, offsetOf(page));
  return { rows: buildTree(rows), total };
}

export async function comment(ctx: AppContext, postId: string, body: string, auth: AuthUser) {
  const post = await visiblePost(ctx, postId, auth);
  await requireMember(ctx, post.club_id, auth, M.joinToComment);
  const id = await q.insertComment(ctx.db, postId, auth.id, body, null);
  return presentComment((await q.findCommentRow(ctx.db, id))!);
}

export async function reply(ctx: AppContext, commentId: string, body: { body: string; post: string }, auth: AuthUser) {
  const parent = await q.findComment(ctx.db, commentId);
  if (!parent) throw notFound(COMMENT_NOT_FOUND);
  if (parent.post_id !== body.post) throw badRequest('post does not match the comment being replied to.');
  await getVisibleClub(ctx, parent.club_id, auth).catch(() => {
    throw notFound(COMMENT_NOT_FOUND);
  });
  await requireMember(ctx, parent.club_id, auth, M.joinToComment);
  const id = await q.insertComment(ctx.db, parent.post_id, auth.id, body.body, commentId);
  return presentComment((await q.findCommentRow(ctx.db, id))!);
}

export async function removeComment(ctx: AppContext, commentId: string, auth: AuthUser) {
  const c = await q.findComment(ctx.db, commentId);
  if (!c) throw notFound(COMMENT_NOT_FOUND);
  if (c.user_id !== auth.id && !isAdmin(auth.roles)) throw forbidden('You can only delete your own comments.');
  await q.deleteCommentTree(ctx.db, commentId, c.post_id);
  return { message: 'Comment deleted.' };
}
