// Categories (part 2 §7): the active list of article forms and filters, and the admin's Category Management.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveCategory,
  Category,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '../../../../common/schemas/categories';
import { api } from '../../lib/api-client';

export type { ActiveCategory, Category };

export const categoryKeys = {
  all: ['categories'] as const,
  active: ['categories', 'active'] as const,
  admin: ['categories', 'all'] as const,
};

export function useActiveCategories() {
  return useQuery({
    queryKey: categoryKeys.active,
    queryFn: ({ signal }) => api.get<ActiveCategory[]>('/category/active', undefined, signal),
  });
}

export function useAllCategories() {
  return useQuery({
    queryKey: categoryKeys.admin,
    queryFn: ({ signal }) => api.get<Category[]>('/category', { includeInactive: 'true' }, signal),
  });
}

function useCategoryMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export const useCreateCategory = () =>
  useCategoryMutation((body: CreateCategoryBody) => api.post<Category>('/category', body));
export const useUpdateCategory = () =>
  useCategoryMutation(({ id, ...body }: UpdateCategoryBody & { id: string }) =>
    api.patch<Category>(`/category/${id}`, body),
  );
export const useDeleteCategory = () => useCategoryMutation((id: string) => api.delete(`/category/${id}`));
