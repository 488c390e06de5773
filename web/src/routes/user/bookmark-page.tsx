import { useLocation, useSearchParams } from 'react-router';
import { BOOKMARK_KIND_PLURALS, BOOKMARK_KINDS, type BookmarkKind, isBookmarkKind } from '../../../../common/bookmarks';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { BookmarkList } from '../../features/bookmarks/components/bookmark-list';
import { pageFromSearch } from '../../lib/paged-list';
import { msg, t } from '../../lib/i18n';

type Filter = BookmarkKind | 'all';
/** The labels are shown with t(). */
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: msg('All') },
  ...BOOKMARK_KINDS.map((k) => ({ value: k, label: BOOKMARK_KIND_PLURALS[k] })),
];

/** /user/bookmark (issue 17): what the member saved for later, newest first, with a kind filter in the address. */
export default function BookmarkPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('kind');
  const kind = isBookmarkKind(raw) ? raw : undefined;
  const page = pageFromSearch(params);
  const [toast, notify] = useToast();

  // The filter lives in the address (a link without JavaScript); another kind starts at its first page.
  const hrefOf = (f: Filter) => (f === 'all' ? pathname : `${pathname}?kind=${f}`);
  const select = (f: Filter) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        if (f === 'all') next.delete('kind');
        else next.set('kind', f);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('Bookmarks')}
        description={t(
          'Articles, posts, events, programs and opportunities you saved for later, latest first. Only you see this list.',
        )}
      />
      <Tabs
        label={t('Kind')}
        variant="subtle"
        listClassName="mb-6"
        items={FILTERS.map((f) => ({ ...f, label: t(f.label), href: hrefOf(f.value) }))}
        value={kind ?? 'all'}
        onValueChange={select}
      >
        <BookmarkList kind={kind} page={page} notify={notify} />
      </Tabs>
      {toast}
    </div>
  );
}
