// An opportunity as the public pages use it (part 3 §7; issue 11): a startup's list, one opportunity, its view,
// the caller's application and applying. Everything through the one API client, typed with common/schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { firstHydration } from '../../lib/use-hydrated';
import type {
  Application,
  ApplyBody,
  MyApplicationAnswer,
  Opportunity,
} from '../../../../common/schemas/opportunities';
import { api } from '../../lib/api-client';
import { usePagedList } from '../../lib/paged-list';
import { useSignedIn } from './api';

export type { Application, Opportunity };

/** Every opportunity query lives under this prefix. */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  ofStartup: (startupId: string, page: number) => ['opportunities', 'startup', startupId, page] as const,
  one: (id: string) => ['opportunities', 'one', id] as const,
  /** The caller's application to one opportunity (GET /opportunities/{id}/my-application). */
  myApplication: (opportunityId: string) => ['opportunities', 'my-application', opportunityId] as const,
};

/** GET /opportunities/startup/{id}: the startup's active opportunities (the owner sees all). */
export function useStartupOpportunities(startupId: string, page = 1) {
  return usePagedList<Opportunity>({
    queryKey: opportunityKeys.ofStartup(startupId, page),
    path: `/opportunities/startup/${startupId}`,
    startPage: page,
    enabled: !!startupId,
  });
}

/** GET /opportunities/{id}: one opportunity with its startup's name, logo, industry and id. */
export function useOpportunity(id: string) {
  return useQuery({
    queryKey: opportunityKeys.one(id),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Opportunity>(`/opportunities/${id}`, undefined, signal),
  });
}

/** Counts one opportunity view per page load (POST /opportunities/{id}/view; the server dedupes). */
export function useCountOpportunityView(id: string | undefined) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    // After the first page has hydrated, without rendering it again to learn it (api.ts `useCountStartupView`).
    void firstHydration.complete
      .then(() => api.post(`/opportunities/${id}/view`))
      .catch((err: unknown) => console.error('Failed to count the view', err));
  }, [id]);
}

/**
 * GET /opportunities/{id}/my-application: the caller's application to an opportunity, or null when they have not
 * applied (the server answers it whatever the number of their applications). Signed-in only, so a page's server
 * render (anonymous) never asks.
 */
export function useMyApplication(opportunityId: string) {
  const { signedIn } = useSignedIn();
  return useQuery({
    queryKey: opportunityKeys.myApplication(opportunityId),
    enabled: signedIn && !!opportunityId,
    queryFn: ({ signal }) =>
      api.get<MyApplicationAnswer>(`/opportunities/${opportunityId}/my-application`, undefined, signal),
  });
}

/** POST /opportunities/{id}/apply (signed-in): a message and an optional link, once per opportunity. */
export function useApply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => api.post<Application>(`/opportunities/${id}/apply`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
