import type { MouseEvent } from 'react';
import { msg, localized, t } from '../lib/i18n';
import { Alert } from './alert';
import { buttonClass } from './button';
import { usePageHref } from './page-link';
import { RichText } from './rich-text';
import { Spinner } from './spinner';

/** What LoadMore needs of a list (usePagedList answers all of it). */
export interface LoadMoreList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
  items: unknown[];
  total: number;
  /** The page 'Load more' leads to, and the first page shown (1 unless the address asked for another). */
  nextPage?: number;
  startPage?: number;
  limit?: number;
}

/**
 * 'Load more' under a paginated list (decision 4), with how many of the total are shown. It is a link to the
 * next page (`?page=N`, other parameters kept), so it works without JavaScript; with JavaScript the next page
 * is appended in place.
 */
export function LoadMore({
  list,
  failedText,
  label,
  size = 'sm',
  param = 'page',
}: {
  list: LoadMoreList;
  failedText: string;
  /** The link's text: 'Load more' unless given. */
  label?: string;
  size?: 'sm' | 'md';
  /** The query parameter the list's page is read from. */
  param?: string;
}) {
  const href = usePageHref(param);
  if (!list.hasNextPage) return null;
  const start = list.startPage ?? 1;
  const next = list.nextPage ?? start + 1;
  const busy = list.isFetchingNextPage;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new tab keeps the link
    e.preventDefault();
    if (!busy) list.fetchNextPage();
  };
  const first = start > 1 && list.limit ? (start - 1) * list.limit + 1 : 1;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {list.isFetchNextPageError && <Alert>{failedText}</Alert>}
      <a
        href={localized(href(next))}
        onClick={onClick}
        aria-busy={busy || undefined}
        className={buttonClass('secondary', size)}
      >
        {busy && <Spinner size="sm" />}
        {label ?? t('Load more')}
      </a>
      <p className="text-xs text-muted">
        {first > 1 ? (
          <RichText
            text={msg('Showing {first}–{last} of {total}')}
            values={{ first, last: first + list.items.length - 1, total: list.total }}
          />
        ) : (
          <RichText text={msg('Showing {count} of {total}')} values={{ count: list.items.length, total: list.total }} />
        )}
      </p>
    </div>
  );
}
