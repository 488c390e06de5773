/** Video playlist rules of part 3 §2.3, §5, §9 and part 1 §5. */

export const PLAYLIST_TITLE_MAX = 200;
export const PLAYLIST_DESCRIPTION_MAX = 2000;
export const PLAYLIST_URL_MAX = 2048;

/** The hero/videos embed (part 3 §2.3, §9): loop on, mute off, modest branding on, related videos off, 16:9. */
export const PLAYLIST_EMBED = { loop: true, mute: false, modestBranding: true, related: false, ratio: 16 / 9 } as const;

const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const LIST_ID = /^[A-Za-z0-9_-]{2,64}$/;

/**
 * The playlist id (the `list=` parameter) of a YouTube address, in any of its forms: watch
 * (youtube.com/watch?v=…&list=…), share (youtu.be/…?list=…), embed (youtube.com/embed/videoseries?list=… or
 * youtube-nocookie.com/embed/…?list=…) and playlist (youtube.com/playlist?list=…). Undefined when the address is
 * not a YouTube address over http(s) or carries no playlist id.
 */
export function youtubePlaylistId(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!YOUTUBE_HOSTS.includes(url.hostname.toLowerCase())) return undefined;
  const list = url.searchParams.get('list') ?? undefined;
  return list && LIST_ID.test(list) ? list : undefined;
}

/** The embed address of a playlist with the widget's options (loop needs the playlist named again). */
export function playlistEmbedUrl(playlistId: string, playing: boolean) {
  const p = new URLSearchParams({
    listType: 'playlist',
    list: playlistId,
    loop: PLAYLIST_EMBED.loop ? '1' : '0',
    mute: PLAYLIST_EMBED.mute ? '1' : '0',
    modestbranding: PLAYLIST_EMBED.modestBranding ? '1' : '0',
    rel: PLAYLIST_EMBED.related ? '1' : '0',
    autoplay: playing ? '1' : '0',
    controls: playing ? '0' : '1',
  });
  return `https://www.youtube-nocookie.com/embed/videoseries?${p}`;
}

export const PLAYLIST_MESSAGES = {
  titleRequired: 'Title is required',
  urlRequired: 'YouTube URL is required',
  urlInvalid: 'Please enter a valid URL',
  notPlaylist: 'Please enter a YouTube playlist URL (one with list=…)',
  notFound: 'Playlist not found',
  deleted: 'Playlist deleted successfully',
  confirmDelete: 'Are you sure?',
  fetchFailed: 'Error fetching playlists',
} as const;
