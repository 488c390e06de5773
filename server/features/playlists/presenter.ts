import type { Playlist } from '../../../common/schemas/playlists';
import type { PlaylistRow } from './queries';

export const presentPlaylist = (p: PlaylistRow): Playlist => ({
  _id: p.id,
  title: p.title,
  description: p.description,
  youtubeUrl: p.youtubeUrl,
  playlistId: p.playlistId,
  isActive: p.isActive,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
