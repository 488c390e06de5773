import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { COMMUNITY_MESSAGES } from '../../../../../common/communities';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { msg, t } from '../../../lib/i18n';
import { type Post, useAddComment, useComments, useDeletePost, useToggleLike } from '../api';
import { AuthorLine } from './author-line';
import { LazyBodyForm } from './lazy-body-form';
import { CommentList, type ThreadContext } from './comment-thread';
import { PostBody } from './post-body';

const COMMENTS_FAILED = msg('Failed to load comments.');

/** This page with one post's comments open (`?comments=<id>`, other parameters kept), or none. */
function commentsHref(pathname: string, search: string, postId: string | null) {
  const params = new URLSearchParams(search);
  if (postId) params.set('comments', postId);
  else params.delete('comments');
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ''}${postId ? `#post-${postId}` : ''}`;
}

export function PostCard({
  post,
  ctx,
  initiallyOpen = false,
  action,
}: {
  post: Post;
  ctx: Omit<ThreadContext, 'postId'>;
  initiallyOpen?: boolean;
  /** At the end of the Like and Comments row (the community page's Save). */
  action?: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);
  const like = useToggleLike(ctx.communityId);
  const remove = useDeletePost(ctx.communityId);
  const mine = ctx.userId === post.user._id || ctx.isAdmin;

  function onLike() {
    if (ctx.viewer === 'anonymous') return ctx.toLogin(t(COMMUNITY_MESSAGES.likeLogin));
    like.mutate(post._id);
  }

  return (
    <li id={`post-${post._id}`} className="card p-4 sm:p-5" data-testid="post">
      <div className="flex items-start justify-between gap-3">
        <AuthorLine user={post.user} createdAt={post.createdAt} />
        {mine && (
          <button
            type="button"
            aria-label={t('Delete post')}
            onClick={() => setConfirming(true)}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </button>
        )}
      </div>
      <div className="mt-3">
        <PostBody body={post.body} />
      </div>
      <div className="mt-3 flex items-center gap-1 border-t border-line pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.isLiked}
          aria-label={
            post.isLiked
              ? t('Unlike ({count})', { count: post.likesCount })
              : t('Like ({count})', { count: post.likesCount })
          }
          onClick={onLike}
          className={post.isLiked ? 'text-red-600' : 'text-muted'}
        >
          <Heart aria-hidden className="h-4 w-4" fill={post.isLiked ? 'currentColor' : 'none'} />
          <span>{post.likesCount}</span>
        </Button>
        {/* A link to this page with the post's comments open, so it works without JavaScript; a toggle with it. */}
        <a
          href={commentsHref(location.pathname, location.search, open ? null : post._id)}
          role="button"
          aria-expanded={open}
          onClick={(e: MouseEvent) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            setOpen((o) => !o);
          }}
          onKeyDown={(e: KeyboardEvent) => {
            if (e.key !== ' ') return;
            e.preventDefault();
            setOpen((o) => !o);
          }}
          className={buttonClass('ghost', 'sm', 'text-muted')}
        >
          <MessageCircle aria-hidden className="h-4 w-4" />
          {open ? t('Hide comments') : t('Comments ({count})', { count: post.commentsCount })}
        </a>
        {action && <div className="ml-auto">{action}</div>}
      </div>
      {open && <Comments postId={post._id} ctx={{ ...ctx, postId: post._id }} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => {
          setConfirming(o);
          if (!o) remove.reset();
        }}
        title={t('Delete post?')}
        description={t('This post and its comments will be removed permanently.')}
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('Failed to delete. Please try again.')) : null}
        onConfirm={() => remove.mutate(post._id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

function Comments({ postId, ctx }: { postId: string; ctx: ThreadContext }) {
  const comments = useComments(postId, true);
  const add = useAddComment(ctx.communityId, postId);

  async function send(body: string) {
    try {
      await add.mutateAsync(body);
    } catch (err) {
      console.error('Failed to comment', err); // comment failures are only logged (part 2 §8)
      throw err;
    }
  }

  return (
    <div className="mt-3 space-y-4">
      {ctx.viewer === 'member' ? (
        <LazyBodyForm
          kind="comment"
          label={t('Write a comment')}
          placeholder={t('Write a comment...')}
          submitLabel={t('Comment')}
          onSubmit={send}
        />
      ) : ctx.viewer === 'anonymous' ? (
        <button
          type="button"
          onClick={() => ctx.toLogin(t(COMMUNITY_MESSAGES.commentLogin))}
          className="block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-left text-sm text-muted hover:border-brand-500"
        >
          {t('Write a comment...')}
        </button>
      ) : (
        <p className="rounded-lg bg-canvas px-3 py-2.5 text-sm text-muted">{t(COMMUNITY_MESSAGES.joinToComment)}</p>
      )}
      <QueryState
        query={comments}
        loading={t('Loading comments')}
        error={t(COMMENTS_FAILED)}
        size="sm"
        className="py-3"
        isEmpty={() => comments.items.length === 0}
        empty={<p className="text-sm text-muted">{t('No comments yet.')}</p>}
      >
        {() => (
          <>
            <CommentList comments={comments.items} ctx={ctx} />
            <LoadMore list={comments} failedText={t(COMMENTS_FAILED)} label={t('More comments')} param="comments" />
          </>
        )}
      </QueryState>
    </div>
  );
}
