// Bookmarks (issue 17): the member's saved articles, posts, events, programs and opportunities. Everything through
// the one API client, typed with common/schemas/bookmarks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKMARK_STATE_IDS_MAX, BOOKMARKS_PAGE_SIZE, type BookmarkKind } from '../../../../common/bookmarks';
import type { Bookmark, BookmarkState } from '../../../../common/schemas/bookmarks';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { usePagedList } from '../../lib/paged-list';

export type { Bookmark, BookmarkKind };

/** Every bookmark query lives under this prefix. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  /** Every page of the list, whatever the kind filter. */
  lists: ['bookmarks', 'list'] as const,
  list: (kind: BookmarkKind | undefined, page: number) => ['bookmarks', 'list', kind ?? 'all', page] as const,
  /** Whether the caller saved one item (true or false). */
  state: (kind: BookmarkKind, id: string) => ['bookmarks', 'state', kind, id] as const,
};

/** GET /bookmarks: newest first, all kinds or one ('Load more', `?page=`). */
export function useBookmarks(kind: BookmarkKind | undefined, page: number) {
  return usePagedList<Bookmark>({
    queryKey: bookmarkKeys.list(kind, page),
    path: '/bookmarks',
    query: { kind },
    limit: BOOKMARKS_PAGE_SIZE,
    startPage: page,
  });
}

/**
 * The saved state of items asked about in the same task goes in one GET /bookmarks/state per kind (a page of
 * posts asks once, not once per post).
 */
type Waiter = { resolve(saved: boolean): void; reject(err: unknown): void };
const batches = new Map<BookmarkKind, Map<string, Waiter[]>>();

async function flush(kind: BookmarkKind, batch: Map<string, Waiter[]>) {
  batches.delete(kind);
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += BOOKMARK_STATE_IDS_MAX) {
    const some = ids.slice(i, i + BOOKMARK_STATE_IDS_MAX);
    try {
      const answer = await api.get<BookmarkState>('/bookmarks/state', { kind, ids: some.join(',') });
      const saved = new Set(answer.saved);
      for (const id of some) for (const w of batch.get(id)!) w.resolve(saved.has(id));
    } catch (err) {
      for (const id of some) for (const w of batch.get(id)!) w.reject(err);
    }
  }
}

export function isSaved(kind: BookmarkKind, id: string): Promise<boolean> {
  let batch = batches.get(kind);
  if (!batch) {
    const created = new Map<string, Waiter[]>();
    batches.set(kind, created);
    setTimeout(() => void flush(kind, created), 0);
    batch = created;
  }
  const waiting = batch;
  return new Promise((resolve, reject) => waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]));
}

/** Whether the signed-in caller saved the item; not asked for visitors (nor while the server renders). */
export function useBookmarked(kind: BookmarkKind, id: string) {
  const { isSettled, isAuthenticated } = useAuth();
  return useQuery({
    queryKey: bookmarkKeys.state(kind, id),
    enabled: isSettled && isAuthenticated && !!id,
    queryFn: () => isSaved(kind, id),
  });
}

const remember = (queryClient: ReturnType<typeof useQueryClient>, kind: BookmarkKind, id: string, saved: boolean) => {
  queryClient.setQueryData(bookmarkKeys.state(kind, id), saved);
  void queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists });
};

/** POST (save) or DELETE (remove) one item's bookmark; its button takes the new state and the list loads again. */
export function useToggleBookmark(kind: BookmarkKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean) => {
      if (save) await api.post<Bookmark>('/bookmarks', { kind, id });
      else await api.delete(`/bookmarks/${kind}/${id}`);
      return save;
    },
    onSuccess: (saved) => remember(queryClient, kind, id, saved),
  });
}

/** DELETE /bookmarks/{kind}/{id} from the list (available or not). */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: Pick<Bookmark, 'kind' | '_id'>) => api.delete(`/bookmarks/${b.kind}/${b._id}`),
    onSuccess: (_answer, b) => remember(queryClient, b.kind, b._id, false),
  });
}
