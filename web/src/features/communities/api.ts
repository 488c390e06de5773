// Calls of the communities issue (part 1 §7, part 2 §7), all through the one API client.
import { type InfiniteData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityStatus } from '../../../../common/communities';
import { PAGE_LIMIT_MAX } from '../../../../common/constants';
import type {
  Community,
  CommunityCounts,
  CreateCommunityBody,
  JoinAnswer,
  JoinBody,
  Membership,
  UpdateCommunityBody,
} from '../../../../common/schemas/communities';
import type { Comment, CommentBody, CreatePostBody, LikeAnswer, Post, ReplyBody } from '../../../../common/schemas/posts';
import { api, type Page } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toFormData } from '../../lib/form';
import { useListPage, usePagedList } from '../../lib/paged-list';

export type { Comment, Community, CommunityCounts, Post };

/** Every community query lives under this prefix, so one invalidation refreshes lists, counts and details. */
export const communityKeys = {
  all: ['communities'] as const,
  list: (params: CommunityListParams) => ['communities', 'list', params] as const,
  page: (params: { status?: CommunityStatus; page: number; limit: number }) => ['communities', 'page', params] as const,
  one: (id: string) => ['communities', 'one', id] as const,
  mine: (page = 1) => ['communities', 'mine', page] as const,
  memberships: ['communities', 'memberships'] as const,
  counts: ['communities', 'count'] as const,
  /** Every page of a community's posts (the start page is the last part of the key). */
  posts: (clubId: string) => ['posts', clubId] as const,
  comments: (postId: string) => ['comments', postId] as const,
};

export interface CommunityListParams {
  search?: string;
  status?: CommunityStatus;
  limit?: number;
  /** The first page shown (the address's ?page=). */
  page?: number;
}

export function useCommunities(params: CommunityListParams = {}) {
  const search = params.search?.trim() || undefined;
  return usePagedList<Community>({
    queryKey: communityKeys.list({ ...params, search }),
    path: '/club/get',
    query: { search, status: params.status },
    limit: params.limit,
    startPage: params.page,
  });
}

/** One page of the admin list (numbered pages rather than 'Load more'). */
export function useCommunityPage(params: { status?: CommunityStatus; page: number; limit: number }) {
  return useListPage<Community>({ queryKey: communityKeys.page(params), path: '/club/get', query: { status: params.status }, page: params.page, limit: params.limit });
}

export function useCommunity(id: string) {
  return useQuery({ queryKey: communityKeys.one(id), queryFn: ({ signal }) => api.get<Community>(`/club/get/${id}`, undefined, signal) });
}

export function useMyCommunities(page = 1) {
  const { isAuthenticated } = useAuth();
  return usePagedList<Community>({ queryKey: communityKeys.mine(page), path: '/club-member/my-clubs', startPage: page, enabled: isAuthenticated });
}

/** The ids of the caller's communities, all pages of GET /club-member/i-am-a-member. Failures are only logged. */
export function useMemberships() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: communityKeys.memberships,
    enabled: isAuthenticated,
    queryFn: async ({ signal }) => {
      const ids = new Set<string>();
      try {
        for (let page = 1; ; page++) {
          const r = await api.list<Membership>('/club-member/i-am-a-member', { page, limit: PAGE_LIMIT_MAX }, signal);
          for (const m of r.items) ids.add(m.clubId);
          if (r.items.length === 0 || page * PAGE_LIMIT_MAX >= r.total) break;
        }
      } catch (err) {
        console.error('Failed to load memberships', err);
        throw err;
      }
      return ids;
    },
  });
}

export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: string) => api.post<JoinAnswer>('/club-member', { clubId } satisfies JoinBody),
    onSuccess: (_answer, clubId) => {
      queryClient.setQueryData<Set<string>>(communityKeys.memberships, (old) => new Set(old).add(clubId));
      return queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}

export function useLeaveCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: string) => api.delete<JoinAnswer>(`/club-member/${clubId}`),
    onSuccess: (_answer, clubId) => {
      queryClient.setQueryData<Set<string>>(communityKeys.memberships, (old) => {
        const next = new Set(old);
        next.delete(clubId);
        return next;
      });
      return queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}

// ---- Admin

export function useCommunityCounts() {
  return useQuery({
    queryKey: communityKeys.counts,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CommunityCounts>('/club/count', undefined, signal);
      } catch (err) {
        console.error('Failed to load community counts', err); // counts failures are only logged (part 1 §8)
        throw err;
      }
    },
  });
}

function useCommunityMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }) });
}

export function useCreateCommunity() {
  return useCommunityMutation((body: CreateCommunityBody) => api.post<Community>('/club/create', toFormData(body)));
}

/** The edit form, multipart with the new banner when one is chosen (part 1 §7). */
export function useUpdateCommunity() {
  return useCommunityMutation(({ id, ...body }: UpdateCommunityBody & { id: string }) => api.patch<Community>(`/club/${id}`, toFormData(body)));
}

export function useSetCommunityStatus() {
  return useCommunityMutation(({ id, status }: { id: string; status: CommunityStatus }) =>
    api.patch<Community>(`/club/${id}`, { status } satisfies UpdateCommunityBody).catch((err: unknown) => {
      console.error('Failed to change community status', err); // only logged (part 1 §8)
      throw err;
    }),
  );
}

export function useArchiveCommunity() {
  return useCommunityMutation((id: string) => api.patch<Community>(`/club/${id}/archive`));
}

export function useDeleteCommunity() {
  return useCommunityMutation((id: string) => api.delete(`/club/${id}`));
}

// ---- Posts, comments, replies, likes

export function usePosts(clubId: string, page = 1) {
  return usePagedList<Post>({ queryKey: [...communityKeys.posts(clubId), page], path: `/post/get/all/${clubId}`, startPage: page });
}

export function useCreatePost(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody['body']) => api.post<Post>('/post/create', { body, club: clubId } satisfies CreatePostBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.posts(clubId) }),
  });
}

type PostPages = InfiniteData<Page<Post>>;

function patchPost(data: PostPages | undefined, postId: string, change: (p: Post) => Post): PostPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((pg) => ({ ...pg, items: pg.items.map((p) => (p._id === postId ? change(p) : p)) })) };
}

/** Optimistic like toggle over every loaded list of the community's posts; a failure puts them back and is only logged (part 2 §8). */
export function useToggleLike(clubId: string) {
  const queryClient = useQueryClient();
  const filter = { queryKey: communityKeys.posts(clubId) };
  return useMutation({
    mutationFn: (postId: string) => api.post<LikeAnswer>(`/post/like/${postId}`),
    onMutate: async (postId) => {
      await queryClient.cancelQueries(filter);
      const before: [QueryKey, PostPages | undefined][] = queryClient.getQueriesData<PostPages>(filter);
      queryClient.setQueriesData<PostPages>(filter, (d) =>
        patchPost(d, postId, (p) => ({ ...p, isLiked: !p.isLiked, likesCount: Math.max(0, p.likesCount + (p.isLiked ? -1 : 1)) })),
      );
      return { before };
    },
    onSuccess: (a) => queryClient.setQueriesData<PostPages>(filter, (d) => patchPost(d, a.postId, (p) => ({ ...p, isLiked: a.isLiked, likesCount: a.likesCount }))),
    onError: (err, _postId, ctx) => {
      console.error('Failed to toggle like', err);
      for (const [key, data] of ctx?.before ?? []) queryClient.setQueryData(key, data);
    },
  });
}

export function useDeletePost(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.delete(`/post/${postId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.posts(clubId) }),
  });
}

export function useComments(postId: string, enabled: boolean) {
  return usePagedList<Comment>({ queryKey: communityKeys.comments(postId), path: `/post/comment/${postId}`, enabled });
}

/** After a comment, reply or deletion: the thread and the post's comment count reload. */
function useThreadRefresh(clubId: string, postId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
      queryClient.invalidateQueries({ queryKey: communityKeys.posts(clubId) }),
    ]);
}

export function useAddComment(clubId: string, postId: string) {
  const refresh = useThreadRefresh(clubId, postId);
  return useMutation({ mutationFn: (body: CommentBody['body']) => api.post<Comment>(`/post/comment/${postId}`, { body } satisfies CommentBody), onSuccess: refresh });
}

export function useReply(clubId: string, postId: string) {
  const refresh = useThreadRefresh(clubId, postId);
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: ReplyBody['body'] }) =>
      api.post<Comment>(`/comment/reply/${commentId}`, { body, post: postId } satisfies ReplyBody),
    onSuccess: refresh,
  });
}

export function useDeleteComment(clubId: string, postId: string) {
  const refresh = useThreadRefresh(clubId, postId);
  return useMutation({ mutationFn: (commentId: string) => api.delete(`/comment/${commentId}`), onSuccess: refresh });
}
