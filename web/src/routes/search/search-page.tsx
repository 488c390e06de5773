import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_KIND_MAX, SEARCH_KIND_TYPES, SEARCH_Q_MAX } from '../../../../common/search';
import { Tabs } from '../../components/tabs';
import {
  isSearchable,
  isSearchType,
  type SearchCounts,
  type SearchType,
  useSearchCounts,
} from '../../features/search/api';
import { SEARCH_INPUT_ID, SearchBox, searchHref } from '../../features/search/components/search-box';
import { SearchResults } from '../../features/search/components/search-results';
import { focusSearchInput } from '../../features/search/components/search-shortcut';
import { useHead } from '../../lib/head';
import { msg, t } from '../../lib/i18n';
import { pageFromSearch } from '../../lib/paged-list';

const TAB_LABELS: Record<SearchType, string> = {
  all: msg('All'),
  articles: msg('Articles'),
  communities: msg('Communities'),
  posts: msg('Posts'),
  events: msg('Events'),
  programs: msg('Programs'),
  startups: msg('Startups'),
  opportunities: msg('Opportunities'),
};
const TYPES: readonly SearchType[] = ['all', ...SEARCH_KIND_TYPES];

const countOf = (counts: SearchCounts | undefined, type: SearchType) =>
  counts && (type === 'all' ? SEARCH_KIND_TYPES.reduce((n, k) => n + counts[k], 0) : counts[type]);
/** A kind answers at most SEARCH_KIND_MAX results: a count that reaches it may stand for more ('100+'). */
const isCapped = (counts: SearchCounts, type: SearchType) =>
  (type === 'all' ? SEARCH_KIND_TYPES : [type]).some((k) => counts[k] >= SEARCH_KIND_MAX);

/**
 * /search?q=&type=&page= (issue 18): one search over every kind, rendered on the server. A tab per kind with its
 * count, one list best first, 'Load more'. An empty or one-character query shows the search box only.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  // A longer address is cut to what the API accepts (it would answer 400).
  const q = (params.get('q') ?? '').slice(0, SEARCH_Q_MAX);
  const rawType = params.get('type');
  const type: SearchType = isSearchType(rawType) ? rawType : 'all';
  const page = pageFromSearch(params);
  const searchable = isSearchable(q);
  const counts = useSearchCounts(q);

  useHead({ title: searchable ? t('Search: {q}', { q: q.trim() }) : t('Search'), robots: 'noindex' });

  // The sidebar's Search and the '/' and Ctrl/Cmd-K shortcut come here asking for the search box's focus; again
  // a frame later, as the mobile menu closing gives the focus back to its button.
  const focus = (state as { focusSearch?: unknown } | null)?.focusSearch;
  useEffect(() => {
    if (!focus) return;
    focusSearchInput();
    const frame = requestAnimationFrame(() => {
      if (document.activeElement?.id !== SEARCH_INPUT_ID) focusSearchInput();
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const label = (type: SearchType) => {
    const n = countOf(counts.data, type);
    return (
      <>
        {t(TAB_LABELS[type])}
        {n !== undefined && (
          <span className="ml-1 text-xs opacity-75">
            {' '}
            {n}
            {isCapped(counts.data!, type) && '+'}
          </span>
        )}
      </>
    );
  };

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t('Search')}</h1>
      <SearchBox q={q} />
      {searchable && (
        <div className="mt-6">
          <Tabs
            label={t('Kind')}
            variant="subtle"
            listClassName="mb-6"
            items={TYPES.map((type) => ({ value: type, label: label(type), href: searchHref(q, type) }))}
            value={type}
            onValueChange={(type) => void navigate(searchHref(q, type))}
          >
            <SearchResults q={q} type={type} page={page} />
          </Tabs>
        </div>
      )}
    </div>
  );
}
