import { Bookmark as BookmarkIcon, Briefcase, CalendarDays, FileText, MessageSquare, Rocket, X } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKMARK_MESSAGES as M, type BookmarkKind } from '../../../../../common/bookmarks';
import { KIND_NAME } from '../../../../../common/i18n';
import { Button, buttonClass } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { msg, t } from '../../../lib/i18n';
import { type Bookmark, useBookmarks, useRemoveBookmark } from '../api';

type Notify = (tone: 'success' | 'error' | 'info', text: string) => void;

const KIND_ICONS = {
  article: FileText,
  post: MessageSquare,
  event: CalendarDays,
  program: Rocket,
  opportunity: Briefcase,
} satisfies Record<BookmarkKind, unknown>;

/** The empty list of one kind (common's M.emptyKind, whole sentences for the catalogue). */
const EMPTY_KIND: Record<BookmarkKind, string> = {
  article: msg('No saved articles yet'),
  post: msg('No saved posts yet'),
  event: msg('No saved events yet'),
  program: msg('No saved programs yet'),
  opportunity: msg('No saved opportunities yet'),
};
/** The accessible name of Remove on an item no longer available. */
const REMOVE_KIND: Record<BookmarkKind, string> = {
  article: msg('Remove this article from your bookmarks'),
  post: msg('Remove this post from your bookmarks'),
  event: msg('Remove this event from your bookmarks'),
  program: msg('Remove this program from your bookmarks'),
  opportunity: msg('Remove this opportunity from your bookmarks'),
};

/**
 * The member's bookmarks (issue 17), newest first, all kinds or one, with 'Load more': each row the item's kind,
 * title (a link to it) and the day it was saved; an item that went or became hidden reads 'No longer available'.
 * Every row can be removed.
 */
export function BookmarkList({ kind, page, notify }: { kind?: BookmarkKind; page: number; notify: Notify }) {
  const list = useBookmarks(kind, page);
  return (
    <QueryState
      query={list}
      loading={t('Loading your bookmarks')}
      error={t(M.failed)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={BookmarkIcon} title={t(kind ? EMPTY_KIND[kind] : M.empty)} round>
          <p>
            {t('Press Save on an article, a community post, an event, a program or an opportunity to keep it here.')}
          </p>
          <Link to="/blog" className={buttonClass('primary', 'sm', 'mt-4')}>
            {t('Browse the blog')}
          </Link>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul className="space-y-3" aria-busy={list.isFetching || undefined} data-testid="bookmarks">
            {list.items.map((b) => (
              <BookmarkRow key={`${b.kind}:${b._id}`} bookmark={b} notify={notify} />
            ))}
          </ul>
          <LoadMore list={list} failedText={t(M.failed)} />
        </>
      )}
    </QueryState>
  );
}

function BookmarkRow({ bookmark: b, notify }: { bookmark: Bookmark; notify: Notify }) {
  const Icon = KIND_ICONS[b.kind];
  return (
    <li className="card flex items-center gap-3 p-4 sm:gap-4" data-testid="bookmark">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted">
          <RichText
            text={msg('{kind} · Saved {date}')}
            values={{
              kind: t(KIND_NAME, { kind: b.kind }),
              date: <time dateTime={b.savedAt}>{formatDate(b.savedAt)}</time>,
            }}
          />
        </p>
        {b.available ? (
          <Link to={b.url} className="mt-0.5 block font-semibold break-words hover:text-brand-700">
            {b.title}
          </Link>
        ) : (
          <p className="mt-0.5 font-semibold text-muted italic">{t(M.unavailable)}</p>
        )}
      </div>
      <RemoveBookmark bookmark={b} notify={notify} />
    </li>
  );
}

function RemoveBookmark({ bookmark: b, notify }: { bookmark: Bookmark; notify: Notify }) {
  const remove = useRemoveBookmark();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={remove.isPending}
      aria-label={b.available ? t('Remove {title} from your bookmarks', { title: b.title }) : t(REMOVE_KIND[b.kind])}
      onClick={() =>
        remove.mutate(b, {
          onSuccess: () => notify('success', t('Removed from your bookmarks.')),
          onError: (err) => notify('error', errorMessage(err, t(M.saveFailed))),
        })
      }
    >
      {!remove.isPending && <X aria-hidden className="h-4 w-4" />}
      {t('Remove')}
    </Button>
  );
}
