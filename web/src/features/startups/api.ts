// Startups as the public pages use them (part 3 §2.8-2.12; issue 11): the directory, a profile with its quick
// filters and Search Similar, the claim, follow / watchlist / views (an opportunity and applying to it:
// opportunity-api.ts). Everything through the one API client, typed with common/schemas.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { firstHydration } from '../../lib/use-hydrated';
import { QUICK_FILTER_LIMIT, SEARCH_SIMILAR_LIMIT } from '../../../../common/startups';
import type { Startup } from '../../../../common/schemas/startups';
import type {
  InitiateClaimAnswer,
  InitiateClaimBody,
  VerifyClaimBody,
} from '../../../../common/schemas/startup-claims';
import type {
  FollowAnswer,
  IndustryCount,
  StartupStats,
  ViewAnswer,
  WatchlistAnswer,
} from '../../../../common/schemas/startup-lists';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { usePagedList } from '../../lib/paged-list';

export type { IndustryCount, Startup, StartupStats };
/** What a card needs of a startup. */
export type StartupSummary = Pick<Startup, '_id' | 'name' | 'logo' | 'location' | 'description' | 'industry'>;

/** Cards per page of the directory (a multiple of 2, 3 and 4 columns). */
export const DIRECTORY_PAGE_SIZE = 24;

/** The profile's four quick filters (part 3 §2.9) and the call behind each. */
export const QUICK_FILTERS = ['similar-industry', 'same-funding-stage', 'same-location', 'recently-founded'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];
const quickFilterPath = (id: string, filter: QuickFilter) =>
  filter === 'recently-founded' ? '/startup/recently-founded' : `/startup/${id}/${filter}`;

/** Every startup query lives under this prefix, so one invalidation refreshes lists, counts and profiles. */
export const startupKeys = {
  all: ['startups'] as const,
  directory: (params: { industry?: string; page: number }) => ['startups', 'directory', params] as const,
  stats: ['startups', 'stats'] as const,
  industries: ['startups', 'industries'] as const,
  one: (id: string) => ['startups', 'one', id] as const,
  quick: (id: string, filter: QuickFilter, page: number) => ['startups', 'quick', id, filter, page] as const,
  /** The caller's watchlist (private; GET /startup/watchlist), every page under `watchlists`. */
  watchlists: ['startups', 'watchlist'] as const,
  watchlist: (page: number) => ['startups', 'watchlist', page] as const,
  suggestions: (id: string) => ['startups', 'suggestions', id] as const,
  similar: (id: string, q: string) => ['startups', 'similar', id, q] as const,
};

/** GET /startup or GET /startup/industry/{industry}: a page of verified startups ('Load more', `?page=`). */
export function useStartupDirectory({ industry, page }: { industry?: string; page: number }) {
  return usePagedList<Startup>({
    queryKey: startupKeys.directory({ industry, page }),
    path: industry ? `/startup/industry/${encodeURIComponent(industry)}` : '/startup',
    limit: DIRECTORY_PAGE_SIZE,
    startPage: page,
  });
}

/** GET /startup/stats: the hero's counts of verified startups and industries. */
export function useStartupStats() {
  return useQuery({
    queryKey: startupKeys.stats,
    queryFn: ({ signal }) => api.get<StartupStats>('/startup/stats', undefined, signal),
  });
}

/** GET /startup/industries: the industries among verified startups with their counts (the chips). */
export function useStartupIndustries() {
  return useQuery({
    queryKey: startupKeys.industries,
    queryFn: ({ signal }) => api.get<IndustryCount[]>('/startup/industries', undefined, signal),
  });
}

/** GET /startup/{id}: a profile (the owner and admins also see other statuses). */
export function useStartup(id: string) {
  return useQuery({
    queryKey: startupKeys.one(id),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Startup>(`/startup/${id}`, undefined, signal),
  });
}

/**
 * One quick filter's startups (part 3 §2.9), pages of 8 with 'Load more'; the profile itself is left out. The
 * server leaves it out of three of them; Recently Founded is the site-wide list, so it is asked for one more a
 * page and the profile's own startup is dropped here (`withoutStartup`).
 */
export function useQuickFilter(id: string, filter: QuickFilter, page: number) {
  const siteWide = filter === 'recently-founded';
  const list = usePagedList<Startup>({
    queryKey: startupKeys.quick(id, filter, page),
    path: quickFilterPath(id, filter),
    limit: siteWide ? QUICK_FILTER_LIMIT + 1 : QUICK_FILTER_LIMIT,
    startPage: page,
    enabled: !!id,
  });
  return siteWide ? { ...list, ...withoutStartup(list, id, QUICK_FILTER_LIMIT) } : list;
}

/**
 * A list fetched `shown + 1` a page without one startup: at most `shown` a loaded page while more pages follow
 * (what is held back shows with the next page, so nothing is skipped), every item once the last page is in.
 */
export function withoutStartup<T extends { _id: string }>(
  list: { items: T[]; total: number; hasNextPage: boolean; data?: { pages: unknown[] } },
  id: string,
  shown: number,
) {
  const others = list.items.filter((s) => s._id !== id);
  const dropped = others.length < list.items.length;
  const pages = list.data?.pages.length ?? 0;
  return {
    items: list.hasNextPage ? others.slice(0, shown * pages) : others,
    total: Math.max(0, list.total - (dropped ? 1 : 0)),
  };
}

/** GET /startup/{id}/suggestions: the chips under Search Similar (strings). Failures yield none (part 3 §8). */
export function useSimilarSuggestions(id: string) {
  return useQuery({
    queryKey: startupKeys.suggestions(id),
    enabled: !!id,
    queryFn: ({ signal }) =>
      api.get<string[]>(`/startup/${id}/suggestions`, undefined, signal).catch((err: unknown) => {
        console.error('Failed to load suggestions', err);
        return [] as string[];
      }),
  });
}

/**
 * GET /startup/{id}/search-similar?q=&limit=8: runs only on non-blank text (part 3 §5); the caller debounces.
 * A failure yields an empty list (part 3 §8).
 */
export function useSearchSimilar(id: string, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: startupKeys.similar(id, text),
    enabled: !!id && text.length > 0,
    queryFn: ({ signal }) =>
      api
        .get<Startup[]>(`/startup/${id}/search-similar`, { q: text, limit: SEARCH_SIMILAR_LIMIT }, signal)
        .catch((err: unknown) => {
          console.error('Search similar failed', err);
          return [] as Startup[];
        }),
  });
}

/** Lays part of a startup's answer over its cached profile. */
function patchStartup(queryClient: QueryClient, id: string, patch: Partial<Startup>) {
  queryClient.setQueryData<Startup>(startupKeys.one(id), (s) => (s ? { ...s, ...patch } : s));
}

/** POST (follow) or DELETE (unfollow) /startup/{id}/follow; the profile takes the new state and count. */
export function useFollowStartup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow ? api.post<FollowAnswer>(`/startup/${id}/follow`) : api.delete<FollowAnswer>(`/startup/${id}/follow`),
    onSuccess: (answer) => patchStartup(queryClient, id, answer),
  });
}

/** Startups on the caller's watchlist a page (a multiple of 2 and 3 columns). */
export const WATCHLIST_PAGE_SIZE = 12;

/**
 * GET /startup/watchlist (signed-in; its page is under the /user guard): the caller's watchlist, latest added
 * first ('Load more', `?page=`).
 */
export function useWatchlist(page: number) {
  return usePagedList<Startup>({
    queryKey: startupKeys.watchlist(page),
    path: '/startup/watchlist',
    limit: WATCHLIST_PAGE_SIZE,
    startPage: page,
  });
}

/**
 * POST (add) or DELETE (remove) /startup/{id}/watchlist: private to the caller. The profile takes the new state
 * and the watchlist is loaded again.
 */
export function useWatchStartup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watch: boolean) =>
      watch
        ? api.post<WatchlistAnswer>(`/startup/${id}/watchlist`)
        : api.delete<WatchlistAnswer>(`/startup/${id}/watchlist`),
    onSuccess: (answer) => {
      patchStartup(queryClient, id, answer);
      void queryClient.invalidateQueries({ queryKey: startupKeys.watchlists });
    },
  });
}

/**
 * Counts one profile view per page load (POST /startup/{id}/view; the server counts once per visitor per day),
 * once per id also under StrictMode. The count shown is the one the server answers.
 */
export function useCountStartupView(id: string | undefined) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    // After the first page has hydrated (its data patched then would differ from the HTML being hydrated),
    // without rendering the page again to learn it.
    void firstHydration.complete
      .then(() => api.post<ViewAnswer>(`/startup/${id}/view`))
      .then((answer) => {
        if (typeof answer?.viewsCount === 'number') patchStartup(queryClient, id, { viewsCount: answer.viewsCount });
      })
      .catch((err: unknown) => console.error('Failed to count the view', err));
  }, [id, queryClient]);
}

/** POST /startup/{id}/initiate-claim: sends the code (decision 17); also the resend. */
export function useInitiateClaim(id: string) {
  return useMutation({
    mutationFn: (body: InitiateClaimBody) => api.post<InitiateClaimAnswer>(`/startup/${id}/initiate-claim`, body),
  });
}

/** POST /startup/{id}/verify-claim: {token} = the code; the caller becomes the owner, so every startup list changes. */
export function useVerifyClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyClaimBody) => api.post<Startup>(`/startup/${id}/verify-claim`, body),
    onSuccess: (startup) => {
      if (startup && typeof startup === 'object' && '_id' in startup)
        queryClient.setQueryData(startupKeys.one(id), startup);
      void queryClient.invalidateQueries({ queryKey: startupKeys.all });
    },
  });
}

/** Whether the signed-in caller may see their own parts (follow state, their application) yet. */
export function useSignedIn() {
  const { isAuthenticated, isSettled } = useAuth();
  return { signedIn: isSettled && isAuthenticated, settled: isSettled };
}
