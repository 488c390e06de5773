import type { ApplicationStatus, OpportunityStatus } from '../../../../../../common/opportunities';
import type { StartupStatus } from '../../../../../../common/startups';
import type { BadgeTone } from '../../../../components/status-badge';

/** The dashboard's and managers' order of the statuses and the tone of each badge. */
export const STARTUP_STATUS_ORDER: readonly StartupStatus[] = ['verified', 'pending', 'rejected'];
export const OPPORTUNITY_STATUS_ORDER: readonly OpportunityStatus[] = ['active', 'draft', 'closed'];

export const STATUS_TONE: Record<StartupStatus | OpportunityStatus | ApplicationStatus, BadgeTone> = {
  verified: 'good',
  pending: 'warn',
  rejected: 'bad',
  active: 'good',
  draft: 'neutral',
  closed: 'muted',
  submitted: 'warn',
  reviewed: 'neutral',
  shortlisted: 'good',
  declined: 'bad',
};

/** Items grouped by their status in the given order (every group present, possibly empty). */
export function groupByStatus<S extends string, T extends { status: S }>(
  items: readonly T[],
  order: readonly S[],
): { status: S; items: T[] }[] {
  return order.map((status) => ({ status, items: items.filter((i) => i.status === status) }));
}

/** How many of the items have the status. */
export const countByStatus = <S extends string>(items: readonly { status: S }[], status: S) =>
  items.filter((i) => i.status === status).length;
