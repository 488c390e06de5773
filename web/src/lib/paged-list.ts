// The one paginated list (decision 4: ?page=&limit=, total in X-Total-Count) loaded page by page with
// 'Load more', and the one numbered page of a list (admin tables). Both start where the address says:
// callers read the `page` parameter with usePageParam, so /blog?page=2 renders page 2's items.
import { keepPreviousData, type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAGE_LIMIT_DEFAULT } from '../../../common/constants';
import { api, type Page, type Query } from './api-client';

/** The page number of the address (`?page=`), 1 when absent or not a whole number ≥ 1. */
export function pageFromSearch(params: URLSearchParams, name = 'page'): number {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The address's page number and a setter that keeps the other query parameters (page 1 drops the parameter). */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const set = (page: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (page > 1) next.set(name, String(page));
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [pageFromSearch(params, name), set];
}

/**
 * The page after `pages`, when the total says there is one. `startPage` is the first page loaded, so the
 * items before it count as loaded too.
 */
export function nextPageParam<T>(pages: Page<T>[], limit: number, startPage = 1): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length === 0) return undefined;
  const loaded = (startPage - 1) * limit + pages.reduce((n, p) => n + p.items.length, 0);
  return loaded < last.total ? startPage + pages.length : undefined;
}

export interface PagedListOptions {
  /** The query key; include anything the answer depends on (the start page too, when it can differ from 1). */
  queryKey: QueryKey;
  /** API path of the list. */
  path: string;
  /** Filters sent with every page (undefined and '' are left out). */
  query?: Query;
  limit?: number;
  /** The first page to load (from the address's `page` parameter); 1 by default. */
  startPage?: number;
  enabled?: boolean;
}

/** A list loaded page by page: its items so far, the total, and TanStack's infinite-query state. */
export function usePagedList<T>({
  queryKey,
  path,
  query = {},
  limit = PAGE_LIMIT_DEFAULT,
  startPage = 1,
  enabled = true,
}: PagedListOptions) {
  const q = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: startPage,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => api.list<T>(path, { ...query, limit, page: pageParam }, signal),
    getNextPageParam: (_last: Page<T>, pages: Page<T>[]) => nextPageParam(pages, limit, startPage),
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages.at(-1)?.total ?? 0;
  const nextPage = q.data ? nextPageParam(q.data.pages, limit, startPage) : undefined;
  return { ...q, items, total, limit, startPage, nextPage };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** One numbered page of a list (admin tables with a Pager); the previous page stays on screen while the next loads. */
export function useListPage<T>({
  queryKey,
  path,
  query = {},
  page,
  limit = PAGE_LIMIT_DEFAULT,
  enabled = true,
}: Omit<PagedListOptions, 'startPage'> & { page: number }) {
  return useQuery({
    queryKey,
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.list<T>(path, { ...query, page, limit }, signal),
  });
}

/** How many pages a total makes (at least 1). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
