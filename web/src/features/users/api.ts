import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '../../../../common/constants';
import type { UpdateProfileBody, User, UserCounts } from '../../../../common/schemas/accounts';
import { api, type Page } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/auth';
import { toFormData } from '../../lib/form-data';

export function useProfile() {
  return useQuery(currentUserQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch<User>('/user/profile', toFormData(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  });
}

export interface UserListParams {
  search: string;
  status: UserStatus | '';
  page: number;
  limit: number;
}

/** GET /user, falling back to GET /user/staff when it fails (part 1 §7). */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: ['users', params],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<User> & { fallback?: boolean }> => {
      const query = { search: params.search, status: params.status, page: params.page, limit: params.limit };
      try {
        return await api.list<User>('/user', query, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        const staff = await api.list<User>('/user/staff', { page: params.page, limit: params.limit }, signal);
        return { ...staff, fallback: true };
      }
    },
  });
}

export function useUserCounts() {
  return useQuery({ queryKey: ['users', 'count'], queryFn: () => api.get<UserCounts>('/user/count') });
}
