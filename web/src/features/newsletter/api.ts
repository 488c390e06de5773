// Newsletter (part 1 §2.5, §7-§8, part 3 §2.4, §7-§8, decision 19, issue 10): the home signup, the confirm and
// unsubscribe pages, and the admin's subscribers, manual add, sends and their progress.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_PROGRESS_POLL_MS } from '../../../../common/newsletter';
import type {
  ConfirmBody,
  ManualBody,
  NewsletterAnswer,
  NewsletterSend,
  SendBody,
  SubscribeBody,
  Subscriber,
  UnsubscribeBody,
} from '../../../../common/schemas/newsletter';
import { ApiError, api, type Page } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useListPage } from '../../lib/paged-list';

export type { NewsletterSend, Subscriber };

/** Every newsletter query lives under this prefix, so one invalidation refreshes subscribers and sends. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribers: (params: { page: number; limit: number }) => ['newsletter', 'subscribers', params] as const,
  sendLists: ['newsletter', 'sends'] as const,
  sends: (params: { page: number; limit: number }) => ['newsletter', 'sends', params] as const,
  send: (id: string) => ['newsletter', 'send', id] as const,
};

/**
 * POST /newsletter/subscribe: a plain call rather than a mutation hook, for the home form (lib/light-form.ts
 * tracks its submitting state) to stay light.
 */
export const subscribe = (body: SubscribeBody) => api.post<NewsletterAnswer>('/newsletter/subscribe', body);

/** The signup's message for a failed call (part 1 §8): 400, 409, the server's message, or the fallback. */
export function subscribeErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) return t(M.invalidEmail);
  if (err instanceof ApiError && err.status === 409) return t(M.alreadySubscribed);
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return t(M.failed);
}

/** POST /newsletter/confirm: the confirmation page's button (a GET never confirms). */
export const useConfirmSubscription = () =>
  useMutation({ mutationFn: (body: ConfirmBody) => api.post<NewsletterAnswer>('/newsletter/confirm', body) });

/** POST /newsletter/unsubscribe: the unsubscribe page's button (a GET never unsubscribes). */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (body: UnsubscribeBody) => api.post<NewsletterAnswer>('/newsletter/unsubscribe', body),
  });

/** GET /newsletter (admin): one page of pending and active subscribers. */
export function useSubscribers(params: { page: number; limit: number }) {
  return useListPage<Subscriber>({
    queryKey: newsletterKeys.subscribers(params),
    path: '/newsletter',
    page: params.page,
    limit: params.limit,
  });
}

/** GET /newsletter/sends (admin): the most recent sends with their progress. */
export function useNewsletterSends(params: { page: number; limit: number }) {
  return useListPage<NewsletterSend>({
    queryKey: newsletterKeys.sends(params),
    path: '/newsletter/sends',
    page: params.page,
    limit: params.limit,
  });
}

export const isSending = (send: NewsletterSend | undefined) => send?.status === 'sending';

/**
 * GET /newsletter/sends/{id} (admin): one send's progress, read again every NEWSLETTER_PROGRESS_POLL_MS while
 * it is sending. `initial` (the list's row or the send's answer) shows at once.
 */
export function useNewsletterSend(initial: NewsletterSend) {
  return useQuery({
    queryKey: newsletterKeys.send(initial._id),
    queryFn: ({ signal }) => api.get<NewsletterSend>(`/newsletter/sends/${initial._id}`, undefined, signal),
    initialData: initial,
    // The list's row may be older than the page: read it again at once when it was still sending.
    initialDataUpdatedAt: isSending(initial) ? 0 : undefined,
    refetchInterval: (q) => (isSending(q.state.data) ? NEWSLETTER_PROGRESS_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

function useNewsletterMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}

/** POST /newsletter/manual (admin): the address is active at once. */
export const useAddSubscriber = () =>
  useNewsletterMutation((body: ManualBody) => api.post<Subscriber>('/newsletter/manual', body));

/**
 * POST /newsletter/send (admin): answers the send, queued and sent in the background. The send shows at once at
 * the top of the recent sends (then the lists are read again).
 */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => api.post<NewsletterSend>('/newsletter/send', body),
    onSuccess: (send) => {
      queryClient.setQueriesData<Page<NewsletterSend>>({ queryKey: newsletterKeys.sendLists }, (page) =>
        page && !page.items.some((s) => s._id === send._id)
          ? { items: [send, ...page.items], total: page.total + 1 }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    },
  });
}
