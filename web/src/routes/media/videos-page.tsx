import { Video } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PLAYLIST_MESSAGES } from '../../../../common/playlists';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { usePlaylists } from '../../features/playlists/api';
import { PlaylistEmbed } from '../../features/playlists/components/playlist-embed';
import { useHead } from '../../lib/head';
import { t } from '../../lib/i18n';
import { pageFromSearch } from '../../lib/paged-list';

/** /videos: the active playlists, each playable in the 16:9 widget (part 3 §2.3); a failure is only logged. */
export default function VideosPage() {
  const [params] = useSearchParams();
  const list = usePlaylists(pageFromSearch(params));
  useHead({ title: t('Videos'), description: t('Founder stories, talks and startup lessons, in video playlists.') });
  useEffect(() => {
    if (list.error) console.error(PLAYLIST_MESSAGES.fetchFailed, list.error);
  }, [list.error]);
  const active = list.items.filter((p) => p.isActive);
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('Videos')} description={t('Founder stories, talks and startup lessons.')} />
      <QueryState
        // The documents keep playlist failures silent: a failed load shows the empty state.
        query={
          list.isError
            ? { isPending: false, isError: false, data: [] }
            : { ...list, data: list.data ? active : undefined }
        }
        loading={t('Loading videos')}
        error={t(PLAYLIST_MESSAGES.fetchFailed)}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState icon={Video} title={t('No Videos Available')} />}
      >
        {(items) => (
          <>
            <ul className="grid gap-6 md:grid-cols-2">
              {items.map((p) => (
                <li key={p._id} data-testid="playlist">
                  <PlaylistEmbed playlistId={p.playlistId} title={p.title} />
                  <h2 className="mt-3 text-lg font-semibold">{p.title}</h2>
                  {p.description && <p className="mt-1 text-sm text-muted">{p.description}</p>}
                </li>
              ))}
            </ul>
            {/* Active playlists come first: once an inactive one has arrived there are no more to load. */}
            {list.items.every((p) => p.isActive) && (
              <LoadMore list={list} failedText={t(PLAYLIST_MESSAGES.fetchFailed)} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
