import type { CommunityStatus } from '../../../../../common/communities';

const STYLE: Record<CommunityStatus, string> = {
  approved: 'bg-brand-50 text-brand-700',
  pending: 'bg-amber-50 text-amber-800',
  disapproved: 'bg-red-50 text-red-700',
  archived: 'bg-slate-100 text-slate-700',
};

export function CommunityStatusBadge({ status }: { status: CommunityStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STYLE[status]}`}>{status}</span>;
}
