import { z } from 'zod';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_MESSAGES as M,
  PLAYLIST_TITLE_MAX,
  PLAYLIST_URL_MAX,
  youtubePlaylistId,
} from '../playlists';
import { optionalText, requiredText } from './events';

export const Playlist = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  youtubeUrl: z.string(),
  /** The `list=` id of youtubeUrl, for the embed. */
  playlistId: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Playlist = z.infer<typeof Playlist>;

/** A YouTube address that names a playlist (watch, share, embed or playlist form). */
const youtubeUrl = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(PLAYLIST_URL_MAX, M.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: M.urlInvalid }))
  .refine((u) => youtubePlaylistId(u) !== undefined, { error: M.notPlaylist });

/** POST /media/admin/playlists and PATCH /media/admin/playlists/{id} (admin): the same fields. */
export const PlaylistBody = z.object({
  title: requiredText(PLAYLIST_TITLE_MAX, M.titleRequired, 'Title'),
  description: optionalText(PLAYLIST_DESCRIPTION_MAX, 'Description'),
  youtubeUrl,
});
export type PlaylistBody = z.infer<typeof PlaylistBody>;
