import { Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COMMUNITY_MESSAGES } from '../../../../../common/communities';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { type Comment, useDeleteComment, useReply } from '../api';
import { AuthorLine } from './author-line';
import { LazyBodyForm } from './lazy-body-form';

/** Who is reading a thread: members reply, anonymous visitors are sent to log in, others only read. */
export type Viewer = 'member' | 'anonymous' | 'reader';

export interface ThreadContext {
  communityId: string;
  postId: string;
  viewer: Viewer;
  userId: string | null;
  isAdmin: boolean;
  toLogin(message: string): void;
}

/** Comments with their replies, nested without a depth limit (part 2 §9); indentation stops growing on phones. */
export function CommentList({ comments, ctx, depth = 0 }: { comments: Comment[]; ctx: ThreadContext; depth?: number }) {
  return (
    <ul className="space-y-3">
      {comments.map((c) => (
        <CommentItem key={c._id} comment={c} ctx={ctx} depth={depth} />
      ))}
    </ul>
  );
}

function indent(depth: number): string {
  if (depth < 3) return 'mt-3 ml-1 border-l border-line pl-3 sm:ml-2 sm:pl-5';
  if (depth < 8) return 'mt-3 sm:ml-2 sm:border-l sm:border-line sm:pl-5';
  return 'mt-3';
}

function CommentItem({ comment, ctx, depth }: { comment: Comment; ctx: ThreadContext; depth: number }) {
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reply = useReply(ctx.communityId, ctx.postId);
  const remove = useDeleteComment(ctx.communityId, ctx.postId);
  const count = comment.replies.length;
  const mine = ctx.userId === comment.user._id || ctx.isAdmin;

  function onReplyClick() {
    if (ctx.viewer === 'anonymous') return ctx.toLogin(t(COMMUNITY_MESSAGES.replyLogin));
    setReplying((r) => !r);
  }

  async function send(body: string) {
    try {
      await reply.mutateAsync({ commentId: comment._id, body });
      setReplying(false);
      setShowReplies(true);
    } catch (err) {
      console.error('Failed to reply', err); // comment failures are only logged (part 2 §8)
      throw err;
    }
  }

  return (
    <li data-testid="comment" data-depth={depth}>
      <div className="rounded-lg bg-canvas px-3 py-2.5">
        <AuthorLine user={comment.user} createdAt={comment.createdAt} size="sm" />
        <p className="mt-1.5 text-sm break-words whitespace-pre-line">{comment.body}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-xs font-medium text-muted">
        {ctx.viewer !== 'reader' && (
          <button
            type="button"
            onClick={onReplyClick}
            className="inline-flex items-center gap-1 hover:text-ink"
            aria-expanded={ctx.viewer === 'member' ? replying : undefined}
          >
            <Reply aria-hidden className="h-3.5 w-3.5" /> {t('Reply')}
          </button>
        )}
        {count > 0 && (
          <button
            type="button"
            onClick={() => setShowReplies((s) => !s)}
            aria-expanded={showReplies}
            className="hover:text-ink"
          >
            {showReplies ? t('Hide replies') : t('Show replies ({count})', { count })}
          </button>
        )}
        {mine && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="inline-flex items-center gap-1 hover:text-red-700"
          >
            <Trash2 aria-hidden className="h-3.5 w-3.5" /> {t('Delete')}
          </button>
        )}
      </div>
      {replying && (
        <div className={indent(depth)}>
          <LazyBodyForm
            kind="reply"
            label={t('Reply to {name}', { name: comment.user.first_name })}
            placeholder={t('Write a reply...')}
            submitLabel={t('Reply')}
            focusOnOpen
            onSubmit={send}
            onCancel={() => setReplying(false)}
          />
        </div>
      )}
      {showReplies && count > 0 && (
        <div className={indent(depth)}>
          <CommentList comments={comment.replies} ctx={ctx} depth={depth + 1} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => {
          setConfirming(o);
          if (!o) remove.reset();
        }}
        title={depth === 0 ? t('Delete comment?') : t('Delete reply?')}
        description={t('It will be removed permanently, with any replies to it.')}
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('Failed to delete. Please try again.')) : null}
        onConfirm={() => remove.mutate(comment._id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
