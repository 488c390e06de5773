import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { msg, t } from '../../../lib/i18n';
import { type Post, useCreatePost, useLinkedPost, usePosts } from '../api';
import { useLoginRedirect } from '../../../lib/sign-in';
import { LazyBodyForm } from './lazy-body-form';
import type { Viewer } from './comment-thread';
import { PostCard } from './post-card';
import { HydrateLaterEach } from '../../../components/hydrate-later';

export const POSTS_FAILED = msg('Failed to load posts for this community.');
export const POST_FAILED = msg('Failed to create post. Please try again.');

/** The Posts tab of a community page: members write posts; everyone reads, likes and opens the comments. */
export function PostsTab({
  communityId,
  isMember,
  page = 1,
  postAction,
}: {
  communityId: string;
  isMember: boolean /** The first page shown (?page=). */;
  page?: number;
  /** Drawn on each post (the community page's Save). */
  postAction?: (post: Post) => ReactNode;
}) {
  const { user, isAdmin } = useAuth();
  const posts = usePosts(communityId, page);
  const create = useCreatePost(communityId);
  const toLogin = useLoginRedirect();
  const viewer: Viewer = !user ? 'anonymous' : isMember ? 'member' : 'reader';
  const ctx = { communityId, viewer, userId: user?._id ?? null, isAdmin, toLogin };
  // `?comments=<post>` opens that post's comments (the toggle is a link, so this works without JavaScript).
  const [params] = useSearchParams();
  const openId = params.get('comments');
  // A link to a post beyond the loaded pages (a notification about an older post): that post, shown first.
  const missing = !!openId && posts.isSuccess && !posts.items.some((p) => p._id === openId);
  const linked = useLinkedPost(communityId, openId, missing);
  const linkedPost = missing && !linked.isError ? linked.data : undefined;

  return (
    <div className="space-y-4">
      {isMember && (
        <section className="card p-4 sm:p-5" aria-label={t('Write a post')}>
          <LazyBodyForm
            kind="post"
            label={t('Write a post')}
            placeholder={t('Share an update, a question or a win with the community...')}
            submitLabel={t('Post')}
            rows={3}
            error={create.isError ? errorMessage(create.error, t(POST_FAILED)) : null}
            onSubmit={(body) => create.mutateAsync(body)}
          />
        </section>
      )}
      <QueryState
        query={posts}
        loading={t('Loading posts')}
        error={t(POSTS_FAILED)}
        isEmpty={() => posts.items.length === 0 && !linkedPost}
        empty={
          <EmptyState>
            {t('No posts yet.')}
            {isMember ? ` ${t('Be the first to share something!')}` : ''}
          </EmptyState>
        }
      >
        {() => (
          <>
            <ul className="space-y-4">
              {linkedPost && <PostCard post={linkedPost} ctx={ctx} initiallyOpen action={postAction?.(linkedPost)} />}
              <HydrateLaterEach items={posts.items} keyOf={(p) => p._id} withPage={(p) => p._id === openId}>
                {(p) => <PostCard post={p} ctx={ctx} initiallyOpen={p._id === openId} action={postAction?.(p)} />}
              </HydrateLaterEach>
            </ul>
            <LoadMore list={posts} failedText={t(POSTS_FAILED)} />
          </>
        )}
      </QueryState>
    </div>
  );
}
