import { Bookmark, BookmarkCheck, Share2, UserCheck, UserPlus } from 'lucide-react';
import { STARTUP_LABELS, STARTUP_MESSAGES, startupPath } from '../../../../../common/startups';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { LOGIN_PROMPT, useLoginRedirect } from '../../../lib/sign-in';
import { type Startup, useFollowStartup, useSignedIn, useWatchStartup } from '../api';
import { formatCount } from './format';

type Notify = (tone: 'success' | 'error' | 'info', text: string) => void;

/** Shares a page: the device's share sheet where there is one, otherwise the link is copied. */
export async function sharePage(title: string, url: string, notify: Notify) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return; // the reader closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify('success', t(STARTUP_MESSAGES.linkCopied));
  } catch {
    notify('info', t('Copy this link to share it: {url}', { url }));
  }
}

/**
 * Follow (public and counted), Watchlist (private) and Share (issue 11, replacing part 3 §2.9's inert buttons). A
 * visitor who presses Follow or Watchlist goes to /login and comes back.
 */
export function StartupActions({ startup: s, notify }: { startup: Startup; notify: Notify }) {
  const { signedIn } = useSignedIn();
  const toLogin = useLoginRedirect();
  const follow = useFollowStartup(s._id);
  const watch = useWatchStartup(s._id);
  const following = signedIn && !!s.isFollowing;
  const watching = signedIn && !!s.isWatchlisted;

  const onFollow = () => {
    if (!signedIn) return toLogin(LOGIN_PROMPT);
    follow.mutate(!following, {
      onError: (err) => notify('error', errorMessage(err, t('Failed to update follow status'))),
    });
  };
  const onWatch = () => {
    if (!signedIn) return toLogin(LOGIN_PROMPT);
    watch.mutate(!watching, {
      onSuccess: (a) =>
        notify('success', a.isWatchlisted ? t('Added to your watchlist') : t('Removed from your watchlist')),
      onError: (err) => notify('error', errorMessage(err, t('Failed to update your watchlist'))),
    });
  };

  return (
    <>
      <Button
        size="sm"
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        loading={follow.isPending}
        onClick={onFollow}
      >
        {!follow.isPending &&
          (following ? <UserCheck aria-hidden className="h-4 w-4" /> : <UserPlus aria-hidden className="h-4 w-4" />)}
        {following ? t(STARTUP_LABELS.following) : t(STARTUP_LABELS.follow)}
        <span aria-hidden className="tabular-nums">
          · {formatCount(s.followersCount)}
        </span>
        <span className="sr-only">
          , {t('{count, plural, one {# follower} other {# followers}}', { count: s.followersCount })}
        </span>
      </Button>
      <Button size="sm" variant="secondary" aria-pressed={watching} loading={watch.isPending} onClick={onWatch}>
        {!watch.isPending &&
          (watching ? (
            <BookmarkCheck aria-hidden className="h-4 w-4 text-brand-700" />
          ) : (
            <Bookmark aria-hidden className="h-4 w-4" />
          ))}
        {t(STARTUP_LABELS.watchlist)}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void sharePage(s.name, `${window.location.origin}${startupPath(s._id)}`, notify)}
      >
        <Share2 aria-hidden className="h-4 w-4" />
        {t(STARTUP_LABELS.share)}
      </Button>
    </>
  );
}
