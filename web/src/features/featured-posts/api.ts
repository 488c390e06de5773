// Featured posts (part 2 §7): the home carousel and the admin page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeaturedPost } from '../../../../common/schemas/featured-posts';
import { api } from '../../lib/api-client';

export type { FeaturedPost };

export const featuredPostKeys = { all: ['featured-posts'] as const };

export function useFeaturedPosts() {
  return useQuery({ queryKey: featuredPostKeys.all, queryFn: ({ signal }) => api.get<FeaturedPost[]>('/featured-post', undefined, signal) });
}

export interface FeaturedPostValues {
  title: string;
  content: string;
  tag: string;
  image?: File | null;
}

function formOf(v: FeaturedPostValues): FormData {
  const form = new FormData();
  form.append('title', v.title.trim());
  form.append('content', v.content.trim());
  form.append('tag', v.tag.trim());
  if (v.image) form.append('image', v.image);
  return form;
}

function useFeaturedPostMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: featuredPostKeys.all }) });
}

export const useSaveFeaturedPost = () =>
  useFeaturedPostMutation(({ id, ...v }: FeaturedPostValues & { id?: string }) =>
    id ? api.patch<FeaturedPost>(`/featured-post/${id}`, formOf(v)) : api.post<FeaturedPost>('/featured-post', formOf(v)),
  );
export const useDeleteFeaturedPost = () => useFeaturedPostMutation((id: string) => api.delete(`/featured-post/${id}`));
