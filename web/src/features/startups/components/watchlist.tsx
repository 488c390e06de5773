import { Bookmark, BookmarkX } from 'lucide-react';
import { Link } from 'react-router';
import { STARTUP_DIRECTORY_PATH } from '../../../../../common/startups';
import { Button, buttonClass } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { msg, t } from '../../../lib/i18n';
import { type StartupSummary, useWatchlist, useWatchStartup } from '../api';
import { StartupCard } from './startup-card';

type Notify = (tone: 'success' | 'error' | 'info', text: string) => void;

export const WATCHLIST_FAILED = msg('Failed to load your watchlist');
export const WATCHLIST_EMPTY = msg('Your watchlist is empty');

/**
 * The signed-in user's watchlist (issue 11, review): the startups they keep an eye on, latest added first, as the
 * directory's cards with 'Load more'; each card can be taken off the list.
 */
export function Watchlist({ page, notify }: { page: number; notify: Notify }) {
  const list = useWatchlist(page);
  return (
    <QueryState
      query={list}
      loading={t('Loading your watchlist')}
      error={t(WATCHLIST_FAILED)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={Bookmark} title={t(WATCHLIST_EMPTY)} round>
          <p>{t("Press Watchlist on a startup's profile to keep it here. Only you see this list.")}</p>
          <Link to={STARTUP_DIRECTORY_PATH} className={buttonClass('primary', 'sm', 'mt-4')}>
            {t('Browse startups')}
          </Link>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy={list.isFetching || undefined}
            data-testid="watchlist"
          >
            {list.items.map((s, i) => (
              <StartupCard
                key={s._id}
                startup={s}
                eager={i === 0}
                action={<RemoveFromWatchlist startup={s} notify={notify} />}
              />
            ))}
          </ul>
          <LoadMore list={list} failedText={t(WATCHLIST_FAILED)} />
        </>
      )}
    </QueryState>
  );
}

/** DELETE /startup/{id}/watchlist through the profile's Watchlist mutation; the list loads again. */
function RemoveFromWatchlist({ startup: s, notify }: { startup: StartupSummary; notify: Notify }) {
  const watch = useWatchStartup(s._id);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={watch.isPending}
      aria-label={t('Remove {name} from your watchlist', { name: s.name })}
      onClick={() =>
        watch.mutate(false, {
          onSuccess: () => notify('success', t('{name} was removed from your watchlist.', { name: s.name })),
          onError: (err) => notify('error', errorMessage(err, t('Failed to update your watchlist'))),
        })
      }
    >
      {!watch.isPending && <BookmarkX aria-hidden className="h-4 w-4" />}
      {t('Remove')}
    </Button>
  );
}
