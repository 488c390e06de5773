// Calls of the communities issue (part 1 §7, part 2 §7), all through the one API client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toFormData } from '../../lib/form-data';
import { useListPage, usePagedList } from '../../lib/paged-list';

export type { Community, CommunityCounts };

/** Every community query lives under this prefix, so one invalidation refreshes lists, counts and details. */
export const communityKeys = {
  all: ['communities'] as const,
  list: (params: CommunityListParams) => ['communities', 'list', params] as const,
  page: (params: { status?: CommunityStatus; page: number; limit: number }) => ['communities', 'page', params] as const,
  one: (id: string) => ['communities', 'one', id] as const,
  mine: (page = 1) => ['communities', 'mine', page] as const,
  memberships: ['communities', 'memberships'] as const,
  counts: ['communities', 'count'] as const,
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
  return useListPage<Community>({
    queryKey: communityKeys.page(params),
    path: '/club/get',
    query: { status: params.status },
    page: params.page,
    limit: params.limit,
  });
}

export function useCommunity(id: string) {
  return useQuery({
    queryKey: communityKeys.one(id),
    queryFn: ({ signal }) => api.get<Community>(`/club/get/${id}`, undefined, signal),
  });
}

export function useMyCommunities(page = 1) {
  const { isAuthenticated } = useAuth();
  return usePagedList<Community>({
    queryKey: communityKeys.mine(page),
    path: '/club-member/my-clubs',
    startPage: page,
    enabled: isAuthenticated,
  });
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
    mutationFn: (communityId: string) =>
      api.post<JoinAnswer>('/club-member', { clubId: communityId } satisfies JoinBody),
    onSuccess: (_answer, communityId) => {
      queryClient.setQueryData<Set<string>>(communityKeys.memberships, (old) => new Set(old).add(communityId));
      return queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}

export function useLeaveCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (communityId: string) => api.delete<JoinAnswer>(`/club-member/${communityId}`),
    onSuccess: (_answer, communityId) => {
      queryClient.setQueryData<Set<string>>(communityKeys.memberships, (old) => {
        const next = new Set(old);
        next.delete(communityId);
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
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useCreateCommunity() {
  return useCommunityMutation((body: CreateCommunityBody) => api.post<Community>('/club/create', toFormData(body)));
}

/** The edit form, multipart with the new banner when one is chosen (part 1 §7). */
export function useUpdateCommunity() {
  return useCommunityMutation(({ id, ...body }: UpdateCommunityBody & { id: string }) =>
    api.patch<Community>(`/club/${id}`, toFormData(body)),
  );
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
