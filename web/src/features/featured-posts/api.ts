// Featured posts (part 2 §7): the home carousel and the admin page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFeaturedPostBody,
  FeaturedPost,
  UpdateFeaturedPostBody,
} from '../../../../common/schemas/featured-posts';
import { api } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';

export type { FeaturedPost };

export const featuredPostKeys = { all: ['featured-posts'] as const };

export function useFeaturedPosts() {
  return useQuery({
    queryKey: featuredPostKeys.all,
    queryFn: ({ signal }) => api.get<FeaturedPost[]>('/featured-post', undefined, signal),
  });
}

function useFeaturedPostMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featuredPostKeys.all }),
  });
}

export const useCreateFeaturedPost = () =>
  useFeaturedPostMutation((body: CreateFeaturedPostBody) => api.post<FeaturedPost>('/featured-post', toFormData(body)));
export const useUpdateFeaturedPost = () =>
  useFeaturedPostMutation(({ id, ...body }: UpdateFeaturedPostBody & { id: string }) =>
    api.patch<FeaturedPost>(`/featured-post/${id}`, toFormData(body)),
  );
export const useDeleteFeaturedPost = () => useFeaturedPostMutation((id: string) => api.delete(`/featured-post/${id}`));
