// Categories (part 2 §7): the active list of article forms and filters, and the admin's Category Management.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveCategory, Category } from '../../../../common/schemas/categories';
import { api } from '../../lib/api-client';

export type { ActiveCategory, Category };

export const categoryKeys = {
  all: ['categories'] as const,
  active: ['categories', 'active'] as const,
  admin: ['categories', 'all'] as const,
};

export function useActiveCategories() {
  return useQuery({ queryKey: categoryKeys.active, queryFn: ({ signal }) => api.get<ActiveCategory[]>('/category/active', undefined, signal) });
}

export function useAllCategories() {
  return useQuery({
    queryKey: categoryKeys.admin,
    queryFn: ({ signal }) => api.get<Category[]>('/category', { includeInactive: 'true' }, signal),
  });
}

function useCategoryMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}

export const useCreateCategory = () => useCategoryMutation((v: { name: string; description: string }) => api.post<Category>('/category', v));
export const useUpdateCategory = () =>
  useCategoryMutation(({ id, ...v }: { id: string; name?: string; description?: string; isActive?: boolean }) => api.patch<Category>(`/category/${id}`, v));
export const useDeleteCategory = () => useCategoryMutation((id: string) => api.delete(`/category/${id}`));
