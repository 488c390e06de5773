import { Briefcase, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import {
  cardDescription,
  JOB_TYPE_LABELS,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_TYPE_LABELS,
  opportunityPath,
} from '../../../../../common/opportunities';
import { StatusBadge } from '../../../components/status-badge';
import { t } from '../../../lib/i18n';
import type { Opportunity } from '../opportunity-api';

/**
 * A startup's opportunity on its profile (part 3 §2.9): it opens /opportunity/{id}; description cut at 100. The owner
 * also sees closed and draft ones, marked.
 */
export function OpportunityCard({ opportunity: o }: { opportunity: Opportunity }) {
  return (
    <li className="card group relative p-4 transition-shadow hover:shadow-md" data-testid="opportunity-card">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
          <Briefcase aria-hidden className="h-3 w-3" />
          {t(OPPORTUNITY_TYPE_LABELS[o.type])}
        </span>
        {o.jobType && <span className="text-muted">{t(JOB_TYPE_LABELS[o.jobType])}</span>}
        {o.status !== 'active' && <StatusBadge status={o.status} label={t(OPPORTUNITY_STATUS_LABELS[o.status])} />}
        {o.location && (
          <span className="inline-flex items-center gap-1 text-muted">
            <MapPin aria-hidden className="h-3 w-3" />
            {o.location}
          </span>
        )}
      </div>
      <h3 className="mt-2 font-semibold">
        <Link
          to={opportunityPath(o._id)}
          className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
        >
          {o.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">{cardDescription(o.description)}</p>
    </li>
  );
}
