import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '../../../../../common/constants';
import type { User, UserCounts } from '../../../../../common/schemas/accounts';
import { api, type Page } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/auth';

export function useProfile() {
  return useQuery(currentUserQuery);
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  profileImage?: File | null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) => {
      const form = new FormData();
      form.append('first_name', values.first_name);
      form.append('last_name', values.last_name);
      form.append('phone_number', values.phone_number);
      form.append('email', values.email);
      if (values.profileImage) form.append('profileImage', values.profileImage);
      return api.patch<User>('/user/profile', form);
    },
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
