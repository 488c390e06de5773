// Video playlists (part 3 §2.3, §7): the hero video, /videos and the admin manager.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Playlist, PlaylistBody } from '../../../../common/schemas/playlists';
import { api } from '../../lib/api-client';
import { useListPage, usePagedList } from '../../lib/paged-list';

export type { Playlist };

export const playlistKeys = {
  all: ['playlists'] as const,
  public: (page: number) => ['playlists', 'public', page] as const,
  admin: (page: number, limit: number) => ['playlists', 'admin', page, limit] as const,
};

/** GET /media/playlists: every playlist, active ones first (the first one is the hero video). */
export function usePlaylists(page = 1) {
  return usePagedList<Playlist>({ queryKey: playlistKeys.public(page), path: '/media/playlists', startPage: page });
}

/** One page of the admin manager. */
export function useAdminPlaylists(page: number, limit: number) {
  return useListPage<Playlist>({
    queryKey: playlistKeys.admin(page, limit),
    path: '/media/admin/playlists',
    page,
    limit,
  });
}

function usePlaylistMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistKeys.all }),
  });
}

export const useCreatePlaylist = () =>
  usePlaylistMutation((body: PlaylistBody) => api.post<Playlist>('/media/admin/playlists', body));
export const useUpdatePlaylist = () =>
  usePlaylistMutation(({ id, ...body }: PlaylistBody & { id: string }) =>
    api.patch<Playlist>(`/media/admin/playlists/${id}`, body),
  );
export const useTogglePlaylist = () =>
  usePlaylistMutation((id: string) => api.patch<Playlist>(`/media/admin/playlists/${id}/toggle`));
export const useDeletePlaylist = () => usePlaylistMutation((id: string) => api.delete(`/media/admin/playlists/${id}`));
