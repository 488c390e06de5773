import { PlayCircle } from 'lucide-react';
import { useEffect } from 'react';
import { PLAYLIST_MESSAGES } from '../../../../../common/playlists';
import { usePlaylists } from '../api';
import { PlaylistEmbed } from './playlist-embed';

/** The home page's hero video (part 1 §2.5 item 1): the first active playlist; a failure is only logged. */
export function HeroVideo() {
  const playlists = usePlaylists();
  useEffect(() => {
    if (playlists.error) console.error(PLAYLIST_MESSAGES.fetchFailed, playlists.error);
  }, [playlists.error]);
  const first = playlists.items.find((p) => p.isActive);
  if (first) return <PlaylistEmbed playlistId={first.playlistId} title={first.title} />;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-xl ring-1 ring-black/5">
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(247,181,56,0.35),transparent_55%),radial-gradient(circle_at_80%_90%,rgba(23,148,107,0.6),transparent_60%)]" />
      <div className="relative flex h-full flex-col items-center justify-center gap-3 text-center text-white">
        <PlayCircle aria-hidden className="h-14 w-14 opacity-90" strokeWidth={1.5} />
      </div>
    </div>
  );
}
