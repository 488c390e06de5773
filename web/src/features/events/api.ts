// Events (part 3 §2.5, §2.7, §7): the public list, the home carousel and the admin manager.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventFilter } from '../../../../common/events';
import type { CreateEventBody, Event } from '../../../../common/schemas/events';
import { api } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';
import { useListPage, usePagedList } from '../../lib/paged-list';

export type { Event };

/** Every event query lives under this prefix, so one invalidation refreshes lists and the home carousel. */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: (page: number) => ['events', 'upcoming', page] as const,
  featured: ['events', 'featured'] as const,
  one: (id: string) => ['events', 'one', id] as const,
  admin: (params: { filter: EventFilter; page: number; limit: number }) => ['events', 'admin', params] as const,
};

/** GET /event: the upcoming events, soonest first ('Load more'). */
export function useUpcomingEvents(page = 1) {
  return usePagedList<Event>({ queryKey: eventKeys.upcoming(page), path: '/event', startPage: page });
}

/** GET /event/featured: the home page's carousel. */
export function useFeaturedEvents() {
  return useQuery({
    queryKey: eventKeys.featured,
    queryFn: ({ signal }) => api.get<Event[]>('/event/featured', undefined, signal),
  });
}

/** GET /event/{id}: one event (archived ones too), for its page. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.one(id),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Event>(`/event/${id}`, undefined, signal),
  });
}

/** One page of the admin manager under one of its five filters. */
export function useAdminEvents(params: { filter: EventFilter; page: number; limit: number }) {
  return useListPage<Event>({
    queryKey: eventKeys.admin(params),
    path: '/event',
    query: { filter: params.filter },
    page: params.page,
    limit: params.limit,
  });
}

function useEventMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }) });
}

export const useCreateEvent = () =>
  useEventMutation((body: CreateEventBody) => api.post<Event>('/event/create', toFormData(body)));
export const useFeatureEvent = () =>
  useEventMutation(({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
    api.patch<Event>(`/event/${id}`, { isFeatured }),
  );
export const useDeleteEvent = () => useEventMutation((id: string) => api.delete(`/event/${id}`));
