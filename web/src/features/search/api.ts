// Search (issue 18): one search over articles, communities, posts, events, programs, startups and opportunities.
// Everything through the one API client, typed with common/schemas/search.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_Q_MIN, SEARCH_TYPES, type SearchKind, type SearchType } from '../../../../common/search';
import type { SearchCounts, SearchResult } from '../../../../common/schemas/search';
import { api } from '../../lib/api-client';
import { usePagedList } from '../../lib/paged-list';

export type { SearchCounts, SearchKind, SearchResult, SearchType };

/** Results per page of /search ('Load more'). */
export const SEARCH_PAGE_SIZE = 20;
/** Results of the typeahead under the search box. */
export const SEARCH_SUGGESTIONS = 5;

/** Every search query lives under this prefix. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, type: SearchType, page: number) => ['search', 'results', q, type, page] as const,
  counts: (q: string) => ['search', 'counts', q] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};

/** Whether a query is long enough to search (a shorter one shows the search box only). */
export const isSearchable = (q: string) => q.trim().length >= SEARCH_Q_MIN;

export const isSearchType = (value: unknown): value is SearchType =>
  (SEARCH_TYPES as readonly unknown[]).includes(value);

/** GET /search: the results of one kind or all, best first ('Load more', `?page=`). */
export function useSearchResults(q: string, type: SearchType, page: number) {
  return usePagedList<SearchResult>({
    queryKey: searchKeys.results(q, type, page),
    path: '/search',
    query: { q, type: type === 'all' ? undefined : type },
    limit: SEARCH_PAGE_SIZE,
    startPage: page,
    enabled: isSearchable(q),
  });
}

/** GET /search/counts: how many results each kind has (the tabs). */
export function useSearchCounts(q: string) {
  return useQuery({
    queryKey: searchKeys.counts(q),
    queryFn: ({ signal }) => api.get<SearchCounts>('/search/counts', { q }, signal),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
  });
}

/** The typeahead: the first few results of what is typed (debounced by the caller; not before typing). */
export function useSearchSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.suggestions(q),
    queryFn: async ({ signal }) =>
      (await api.list<SearchResult>('/search', { q, limit: SEARCH_SUGGESTIONS }, signal)).items,
    enabled: enabled && isSearchable(q),
    placeholderData: keepPreviousData,
  });
}
