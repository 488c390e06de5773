// Programs (part 3 §2.6, §7): the home carousel and the admin manager.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramFilter } from '../../../../common/programs';
import type { CreateProgramBody, Program } from '../../../../common/schemas/programs';
import { api } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';
import { useListPage } from '../../lib/paged-list';

export type { Program };

export const programKeys = {
  all: ['programs'] as const,
  featured: ['programs', 'featured'] as const,
  admin: (params: { search?: string; filter: ProgramFilter; page: number; limit: number }) =>
    ['programs', 'admin', params] as const,
};

/** GET /program/featured: the home page's carousel. */
export function useFeaturedPrograms() {
  return useQuery({
    queryKey: programKeys.featured,
    queryFn: ({ signal }) => api.get<Program[]>('/program/featured', undefined, signal),
  });
}

/** One page of the admin manager: the search box and the All Programs / Featured filter. */
export function useAdminPrograms(params: { search?: string; filter: ProgramFilter; page: number; limit: number }) {
  const search = params.search?.trim() || undefined;
  return useListPage<Program>({
    queryKey: programKeys.admin({ ...params, search }),
    path: '/program/admin/all',
    query: { search, filter: params.filter },
    page: params.page,
    limit: params.limit,
  });
}

function useProgramMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }) });
}

export const useCreateProgram = () =>
  useProgramMutation((body: CreateProgramBody) => api.post<Program>('/program/create', toFormData(body)));
export const useToggleProgramFeatured = () =>
  useProgramMutation((id: string) => api.patch<Program>(`/program/${id}/toggle-featured`));
export const useDeleteProgram = () => useProgramMutation((id: string) => api.delete(`/program/${id}`));
