// Posts, likes, comments and replies of a community (part 2 §7), all through the one API client.
import { type InfiniteData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Comment,
  CommentBody,
  CreatePostBody,
  LikeAnswer,
  MyContentItem,
  Post,
  ReplyBody,
} from '../../../../common/schemas/posts';
import { api, type Page } from '../../lib/api-client';
import { usePagedList } from '../../lib/paged-list';

export type { Comment, Post };

export const postKeys = {
  /** Every loaded list of a community's posts (the start page is the last part of the key), and its linked post. */
  posts: (communityId: string) => ['posts', communityId] as const,
  /** One post a link opened (`?comments=`) that the loaded list does not hold. */
  linked: (communityId: string, postId: string) => ['posts', communityId, 'linked', postId] as const,
  comments: (postId: string) => ['comments', postId] as const,
};

export function usePosts(communityId: string, page = 1) {
  return usePagedList<Post>({
    queryKey: [...postKeys.posts(communityId), page],
    path: `/post/get/all/${communityId}`,
    startPage: page,
  });
}

/** After a post of the caller's is written or deleted: the community's lists and 'My content' reload. */
function usePostsRefresh(communityId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postKeys.posts(communityId) }),
      queryClient.invalidateQueries({ queryKey: myContentKey }),
    ]);
}

/** GET /post/{id}: one post, for a link to a post beyond the community's loaded pages. */
export function useLinkedPost(communityId: string, postId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.linked(communityId, postId ?? ''),
    queryFn: () => api.get<Post>(`/post/${postId}`),
    enabled: enabled && !!postId,
    retry: false,
  });
}

export function useCreatePost(communityId: string) {
  const refresh = usePostsRefresh(communityId);
  return useMutation({
    mutationFn: (body: CreatePostBody['body']) =>
      api.post<Post>('/post/create', { body, club: communityId } satisfies CreatePostBody),
    onSuccess: refresh,
  });
}

type PostPages = InfiniteData<Page<Post>> | Post;

function patchPost(data: PostPages | undefined, postId: string, change: (p: Post) => Post): PostPages | undefined {
  if (!data) return data;
  if (!('pages' in data)) return data._id === postId ? change(data) : data;
  return {
    ...data,
    pages: data.pages.map((pg) => ({ ...pg, items: pg.items.map((p) => (p._id === postId ? change(p) : p)) })),
  };
}

/** Optimistic like toggle over every loaded list of the community's posts; a failure puts them back and is only logged (part 2 §8). */
export function useToggleLike(communityId: string) {
  const queryClient = useQueryClient();
  const filter = { queryKey: postKeys.posts(communityId) };
  return useMutation({
    mutationFn: (postId: string) => api.post<LikeAnswer>(`/post/like/${postId}`),
    onMutate: async (postId) => {
      await queryClient.cancelQueries(filter);
      const before: [QueryKey, PostPages | undefined][] = queryClient.getQueriesData<PostPages>(filter);
      queryClient.setQueriesData<PostPages>(filter, (d) =>
        patchPost(d, postId, (p) => ({
          ...p,
          isLiked: !p.isLiked,
          likesCount: Math.max(0, p.likesCount + (p.isLiked ? -1 : 1)),
        })),
      );
      return { before };
    },
    onSuccess: (a) =>
      queryClient.setQueriesData<PostPages>(filter, (d) =>
        patchPost(d, a.postId, (p) => ({ ...p, isLiked: a.isLiked, likesCount: a.likesCount })),
      ),
    onError: (err, _postId, ctx) => {
      console.error('Failed to toggle like', err);
      for (const [key, data] of ctx?.before ?? []) queryClient.setQueryData(key, data);
    },
  });
}

export function useDeletePost(communityId: string) {
  const refresh = usePostsRefresh(communityId);
  return useMutation({ mutationFn: (postId: string) => api.delete(`/post/${postId}`), onSuccess: refresh });
}

export function useComments(postId: string, enabled: boolean) {
  return usePagedList<Comment>({ queryKey: postKeys.comments(postId), path: `/post/comment/${postId}`, enabled });
}

/** After a comment, reply or deletion: the thread, the post's comment count and 'My content' reload. */
function useThreadRefresh(communityId: string, postId: string) {
  const queryClient = useQueryClient();
  const posts = usePostsRefresh(communityId);
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) }), posts()]);
}

export function useAddComment(communityId: string, postId: string) {
  const refresh = useThreadRefresh(communityId, postId);
  return useMutation({
    mutationFn: (body: CommentBody['body']) =>
      api.post<Comment>(`/post/comment/${postId}`, { body } satisfies CommentBody),
    onSuccess: refresh,
  });
}

export function useReply(communityId: string, postId: string) {
  const refresh = useThreadRefresh(communityId, postId);
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: ReplyBody['body'] }) =>
      api.post<Comment>(`/comment/reply/${commentId}`, { body, post: postId } satisfies ReplyBody),
    onSuccess: refresh,
  });
}

export function useDeleteComment(communityId: string, postId: string) {
  const refresh = useThreadRefresh(communityId, postId);
  return useMutation({ mutationFn: (commentId: string) => api.delete(`/comment/${commentId}`), onSuccess: refresh });
}

// ---- The member's own posts and comments (issue 17)

export type { MyContentItem };
export const MY_CONTENT_PAGE_SIZE = 20;
export const myContentKey = ['posts', 'mine'] as const;

/** 'My content': GET /post/mine, the caller's posts and comments across communities, newest first. */
export function useMyContent(page = 1) {
  return usePagedList<MyContentItem>({
    queryKey: [...myContentKey, page],
    path: '/post/mine',
    limit: MY_CONTENT_PAGE_SIZE,
    startPage: page,
  });
}
