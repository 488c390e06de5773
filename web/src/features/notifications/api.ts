// Notifications and email preferences (issue 17), through the one API client, typed with
// common/schemas/notifications.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UNREAD_POLL_MS } from '../../../../common/notifications';
import type { Notification, Preferences, PreferencesBody, UnreadCount } from '../../../../common/schemas/notifications';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { usePagedList } from '../../lib/paged-list';

export type { Notification, Preferences };

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Every notification query lives under this prefix. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** GET /notifications: newest first ('Load more', `?page=`). */
export function useNotifications(page: number) {
  return usePagedList<Notification>({
    queryKey: notificationKeys.list(page),
    path: '/notifications',
    limit: NOTIFICATIONS_PAGE_SIZE,
    startPage: page,
  });
}

/**
 * The bell's count: GET /notifications/unread-count, a cheap indexed count, asked every minute while the page is
 * visible and again when it becomes visible (no socket to keep open on a phone).
 */
export function useUnreadCount() {
  const { isSettled, isAuthenticated } = useAuth();
  const enabled = isSettled && isAuthenticated;
  const query = useQuery({
    queryKey: notificationKeys.unread,
    enabled,
    queryFn: () => api.get<UnreadCount>('/notifications/unread-count'),
    refetchInterval: () => (typeof document !== 'undefined' && document.hidden ? false : UNREAD_POLL_MS),
    refetchOnWindowFocus: true,
    staleTime: UNREAD_POLL_MS / 2,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      if (!document.hidden) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [enabled, refetch]);
  return enabled ? (query.data?.count ?? 0) : 0;
}

/** POST /notifications/{id}/read: the row turns read and the bell takes the answer's count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<UnreadCount>(`/notifications/${id}/read`),
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread, count);
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}

/** POST /notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>('/notifications/read-all'),
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread, count);
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}

/** GET /notifications/preferences. */
export function usePreferences() {
  const { isSettled, isAuthenticated } = useAuth();
  return useQuery({
    queryKey: notificationKeys.preferences,
    enabled: isSettled && isAuthenticated,
    queryFn: () => api.get<Preferences>('/notifications/preferences'),
  });
}

/** PUT /notifications/preferences: any part; the answer is the whole. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => api.put<Preferences>('/notifications/preferences', body),
    onSuccess: (prefs) => queryClient.setQueryData(notificationKeys.preferences, prefs),
  });
}

// --- The Email preferences page (/user/subscription): the newsletter subscription of the member's address and
// the mails' one-click unsubscribe. ---

/** GET /newsletter/me: whether the member's account address is subscribed. */
export interface MemberNewsletter {
  email: string;
  status: 'active' | 'pending' | 'none';
}
export interface NewsletterAnswerBody {
  email: string;
  message: string;
}
const memberNewsletterKey = ['notifications', 'newsletter'] as const;

export function useMemberNewsletter() {
  const { isSettled, isAuthenticated } = useAuth();
  return useQuery({
    queryKey: memberNewsletterKey,
    enabled: isSettled && isAuthenticated,
    queryFn: () => api.get<MemberNewsletter>('/newsletter/me'),
  });
}

/** POST /newsletter/me (subscribe: pending until the mailed link is used) or DELETE /newsletter/me. */
export function useSetMemberNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      subscribe ? api.post<NewsletterAnswerBody>('/newsletter/me') : api.delete<NewsletterAnswerBody>('/newsletter/me'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberNewsletterKey }),
  });
}

/** The one-click unsubscribe's address (RFC 8058): also the JavaScript-off form's action. */
export const oneClickUnsubscribePath = (token: string, type: string) =>
  `/notifications/unsubscribe/${encodeURIComponent(token)}/${encodeURIComponent(type)}`;

/** POST /notifications/unsubscribe/{token}/{type} with `List-Unsubscribe=One-Click`: no sign-in needed. */
export const useOneClickUnsubscribe = () =>
  useMutation({
    mutationFn: ({ token, type }: { token: string; type: string }) =>
      api.post<{ type: string; message: string }>(oneClickUnsubscribePath(token, type), {
        'List-Unsubscribe': 'One-Click',
      }),
  });
