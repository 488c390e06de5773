// The owner's and the admin's startup and opportunity calls (part 3 §2.11, §2.13, §2.14, §7; issue 11): the owner's
// dashboard (their startups in every status, their opportunities, the applications each received), the applicant's
// own applications, and the admin's startup and claim managers. Keys live under the public module's prefixes
// ['startups'] and ['opportunities'], and every write invalidates both, so the directory, profiles and opportunity
// pages refresh too.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationReviewStatus } from '../../../../common/opportunities';
import type {
  Application,
  CreateOpportunityBody,
  Opportunity,
  UpdateOpportunityBody,
} from '../../../../common/schemas/opportunities';
import type {
  AdminCreateStartupBody,
  CreateStartupBody,
  Startup,
  UpdateStartupBody,
  VerifyStartupBody,
} from '../../../../common/schemas/startups';
import type { ClaimStats } from '../../../../common/schemas/startup-claims';
import type { IndustryCount } from '../../../../common/schemas/startup-lists';
import type { ClaimStatus, StartupStatus } from '../../../../common/startups';
import { api } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';
import { useListPage, usePagedList } from '../../lib/paged-list';

export type { Application, ClaimStats, Opportunity, Startup };

/** The owner's lists load in pages of the API's maximum, so the dashboard's groups and counts are whole. */
export const OWNER_LIST_LIMIT = 100;

export interface AdminStartupFilters {
  search?: string;
  industry?: string;
  status?: StartupStatus;
  claimStatus?: ClaimStatus;
  /** Only admin-created startups (the claim manager). */
  adminCreated?: boolean;
  page: number;
  limit: number;
}

export const manageKeys = {
  myStartups: ['startups', 'mine'] as const,
  admin: (params: AdminStartupFilters) => ['startups', 'admin', params] as const,
  industryOptions: ['startups', 'industry-options'] as const,
  claimStats: ['startups', 'admin', 'claim-stats'] as const,
  myOpportunities: ['opportunities', 'mine'] as const,
  applications: (opportunityId: string) => ['opportunities', 'applications', opportunityId] as const,
  myApplications: (page: number) => ['opportunities', 'my-applications', page] as const,
};

/** GET /startup/my-startups: the caller's startups in every status (decision 15). */
export function useMyStartups() {
  return usePagedList<Startup>({
    queryKey: manageKeys.myStartups,
    path: '/startup/my-startups',
    limit: OWNER_LIST_LIMIT,
  });
}

/** GET /opportunities/my-opportunities: the opportunities of the caller's startups, every status. */
export function useMyOpportunities() {
  return usePagedList<Opportunity>({
    queryKey: manageKeys.myOpportunities,
    path: '/opportunities/my-opportunities',
    limit: OWNER_LIST_LIMIT,
  });
}

/** GET /opportunities/{id}/applications: the applications an opportunity received, newest first ('Load more'). */
export function useOpportunityApplications(opportunityId: string, enabled: boolean) {
  return usePagedList<Application>({
    queryKey: manageKeys.applications(opportunityId),
    path: `/opportunities/${opportunityId}/applications`,
    limit: 20,
    enabled,
  });
}

/** GET /opportunities/my-applications: the caller's own applications with their state. */
export function useMyApplications(page = 1) {
  return usePagedList<Application>({
    queryKey: manageKeys.myApplications(page),
    path: '/opportunities/my-applications',
    limit: 20,
    startPage: page,
  });
}

/** GET /startup/admin/all: one page of every startup under the managers' search and filters. */
export function useAdminStartups(params: AdminStartupFilters) {
  const search = params.search?.trim() || undefined;
  return useListPage<Startup>({
    queryKey: manageKeys.admin({ ...params, search }),
    path: '/startup/admin/all',
    query: {
      search,
      industry: params.industry,
      status: params.status,
      claimStatus: params.claimStatus,
      adminCreated: params.adminCreated === undefined ? undefined : String(params.adminCreated),
    },
    page: params.page,
    limit: params.limit,
  });
}

/** GET /startup/admin/industries: the industries among every startup (any status), for the admin industry filters. */
export function useIndustryOptions() {
  return useQuery({
    queryKey: manageKeys.industryOptions,
    queryFn: ({ signal }) =>
      api.get<IndustryCount[]>('/startup/admin/industries', undefined, signal).catch((err: unknown) => {
        // A filter's failure yields an empty list (part 3 §8).
        console.error('Failed to load industries', err);
        return [] as IndustryCount[];
      }),
  });
}

/** GET /startup/admin/claim-stats: admin-created startups by claim status (part 3 §2.14). */
export function useClaimStats() {
  return useQuery({
    queryKey: manageKeys.claimStats,
    queryFn: ({ signal }) => api.get<ClaimStats>('/startup/admin/claim-stats', undefined, signal),
  });
}

/** After any write: every startup and opportunity list, count and page of both prefixes. */
function refreshAll(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['startups'] }),
    queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
  ]);
}

function useManageMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshAll(queryClient) });
}

/**
 * A startup body as multipart: founders as `founders[]` repeated (part 3 §7); an empty list is sent as one empty
 * `founders` field, which clears the list on an edit.
 */
export function startupFormData(body: { founders?: string[] }): FormData {
  const { founders, ...rest } = body;
  const list = founders === undefined ? {} : founders.length ? { 'founders[]': founders } : { founders: '' };
  return toFormData({ ...rest, ...list });
}

/** POST /startup/create (multipart, founders repeated, logo): pending, owned by the caller. */
export const useCreateStartup = () =>
  useManageMutation((body: CreateStartupBody) => api.post<Startup>('/startup/create', startupFormData(body)));

/** POST /startup/admin/create (multipart): verified, admin-created, unclaimed. */
export const useAdminCreateStartup = () =>
  useManageMutation((body: AdminCreateStartupBody) =>
    api.post<Startup>('/startup/admin/create', startupFormData(body)),
  );

/** PATCH /startup/{id}: JSON, or multipart when a new logo is included. */
export const useUpdateStartup = () =>
  useManageMutation(({ id, body }: { id: string; body: UpdateStartupBody }) =>
    api.patch<Startup>(`/startup/${id}`, body.logo ? startupFormData(body) : body),
  );

/** PATCH /startup/{id}/verify: approve, or reject with a reason. */
export const useVerifyStartup = () =>
  useManageMutation(({ id, body }: { id: string; body: VerifyStartupBody }) =>
    api.patch<Startup>(`/startup/${id}/verify`, body),
  );

/** DELETE /startup/{id}. */
export const useDeleteStartup = () => useManageMutation((id: string) => api.delete(`/startup/${id}`));

/** POST /opportunities (JSON): the startup's id in `startup`; new ones are active. */
export const useCreateOpportunity = () =>
  useManageMutation((body: CreateOpportunityBody) => api.post<Opportunity>('/opportunities', body));

/**
 * PATCH /opportunities/{id}: the owner's edit of its fields (left-out fields are kept; '' or null clears one), or
 * `{status}` alone to close, reopen or keep as a draft.
 */
export const useUpdateOpportunity = () =>
  useManageMutation(({ id, body }: { id: string; body: UpdateOpportunityBody }) =>
    api.patch<Opportunity>(`/opportunities/${id}`, body),
  );

/** PATCH /opportunities/applications/{id} {status}: the owner marks an application reviewed, shortlisted or declined. */
export const useSetApplicationStatus = () =>
  useManageMutation(({ id, status }: { id: string; status: ApplicationReviewStatus }) =>
    api.patch<Application>(`/opportunities/applications/${id}`, { status }),
  );
