import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { playlistEmbedUrl } from '../../../../../common/playlists';
import { t } from '../../../lib/i18n';

/**
 * A playlist in the 16:9 YouTube widget (part 3 §2.3): a still poster (no iframe, nothing loaded from YouTube)
 * until Play is pressed; then the embed with the widget's options. The play/pause toggle drives autoplay (on
 * while playing, controls hidden) and controls (shown when not playing).
 */
export function PlaylistEmbed({
  playlistId,
  title,
  className = '',
}: {
  playlistId: string;
  title: string;
  className?: string;
}) {
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  return (
    <div
      className={`relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-xl ring-1 ring-black/5 ${className}`}
    >
      {started ? (
        <iframe
          key={String(playing)}
          src={playlistEmbedUrl(playlistId, playing)}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setStarted(true);
            setPlaying(true);
          }}
          className="absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-3 text-center text-white"
          aria-label={t('Play {title}', { title })}
          data-testid="playlist-poster"
        >
          <span
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(247,181,56,0.35),transparent_55%),radial-gradient(circle_at_80%_90%,rgba(23,148,107,0.6),transparent_60%)]"
          />
          <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40">
            <Play aria-hidden className="h-8 w-8" fill="currentColor" />
          </span>
          <span className="relative max-w-[80%] text-sm font-medium text-white/90">{title}</span>
        </button>
      )}
      {started && (
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/75"
        >
          {playing ? <Pause aria-hidden className="h-3.5 w-3.5" /> : <Play aria-hidden className="h-3.5 w-3.5" />}
          {playing ? t('Pause') : t('Play')}
        </button>
      )}
    </div>
  );
}
