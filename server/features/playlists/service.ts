import { PLAYLIST_MESSAGES as M, youtubePlaylistId } from '../../../common/playlists';
import type { PageQuery } from '../../../common/schemas/pagination';
import type { PlaylistBody } from '../../../common/schemas/playlists';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { badRequest, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/pagination';
import { presentPlaylist } from './presenter';
import * as q from './queries';

/** The stored fields of a playlist form: playlistId is derived from the address on every write. */
function fieldsOf(input: PlaylistBody) {
  const playlistId = youtubePlaylistId(input.youtubeUrl);
  if (!playlistId) throw badRequest(M.notPlaylist); // the schema checked it already; kept for callers from code
  return { title: input.title, description: input.description ?? '', youtubeUrl: input.youtubeUrl, playlistId };
}

/** GET /media/playlists and GET /media/admin/playlists: active first, newest first. */
export async function list(ctx: AppContext, page: PageQuery) {
  return mapPage(await q.listPlaylists(ctx.db, page), presentPlaylist);
}

export async function create(ctx: AppContext, input: PlaylistBody) {
  const row = await q.insertPlaylist(ctx.db, fieldsOf(input));
  await ctx.cache.invalidate([T.playlists]);
  return presentPlaylist(row);
}

export async function update(ctx: AppContext, id: string, input: PlaylistBody) {
  const row = await q.updatePlaylist(ctx.db, id, fieldsOf(input));
  if (!row) throw notFound(M.notFound);
  await ctx.cache.invalidate([T.playlists]);
  return presentPlaylist(row);
}

/** PATCH /media/admin/playlists/{id}/toggle: Active ↔ Inactive. */
export async function toggle(ctx: AppContext, id: string) {
  const row = await q.togglePlaylist(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  await ctx.cache.invalidate([T.playlists]);
  return presentPlaylist(row);
}

export async function remove(ctx: AppContext, id: string) {
  if (!(await q.deletePlaylist(ctx.db, id))) throw notFound(M.notFound);
  await ctx.cache.invalidate([T.playlists]);
  return { message: M.deleted };
}
