import { Briefcase, CalendarClock, ChevronDown, ChevronUp, Eye, Pencil, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  JOB_TYPE_LABELS,
  OPPORTUNITY_MESSAGES as OM,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_TYPE_LABELS,
  type OpportunityStatus,
  opportunityPath,
} from '../../../../../../common/opportunities';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/query-state';
import { StatusBadge } from '../../../../components/status-badge';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import { type Opportunity, useUpdateOpportunity } from '../../manage-api';
import { ApplicationsPanel } from './applications-panel';
import { groupByStatus, OPPORTUNITY_STATUS_ORDER, STATUS_TONE } from './status';

/**
 * My Opportunities (part 3 §2.11): the owner's opportunities grouped by status, each with its counts, Edit (the
 * Create Opportunity form, prefilled), Close / Reopen, and the applications it received (issue 11).
 */
export function OwnerOpportunities({
  opportunities,
  hasVerifiedStartup,
  onEdit,
  onError,
}: {
  opportunities: readonly Opportunity[];
  hasVerifiedStartup: boolean;
  onEdit(o: Opportunity): void;
  onError(message: string): void;
}) {
  if (opportunities.length === 0) {
    return (
      <EmptyState icon={Briefcase} title={t(OM.noOpportunities)}>
        {hasVerifiedStartup
          ? t('Use Create Opportunity on a verified startup in My Startups to post a job, internship or partnership.')
          : t('Opportunities can be posted once one of your startups is verified.')}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-8">
      {groupByStatus(opportunities, OPPORTUNITY_STATUS_ORDER)
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section
            key={g.status}
            aria-labelledby={`opportunities-${g.status}`}
            data-testid={`opportunities-${g.status}`}
          >
            <h2 id={`opportunities-${g.status}`} className="mb-3 text-lg font-semibold">
              {t(OPPORTUNITY_STATUS_LABELS[g.status])} <span className="text-muted">({g.items.length})</span>
            </h2>
            <ul className="space-y-4">
              {g.items.map((o) => (
                <OwnerOpportunityCard key={o._id} opportunity={o} onEdit={onEdit} onError={onError} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

function OwnerOpportunityCard({
  opportunity: o,
  onEdit,
  onError,
}: {
  opportunity: Opportunity;
  onEdit(o: Opportunity): void;
  onError(message: string): void;
}) {
  const [open, setOpen] = useState(false);
  const setStatus = useUpdateOpportunity();
  const next: OpportunityStatus = o.status === 'active' ? 'closed' : 'active';
  return (
    <li className="card space-y-3 p-4" data-testid="owner-opportunity">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            <Link to={opportunityPath(o._id)} className="hover:text-brand-700 hover:underline">
              {o.title}
            </Link>
          </h3>
          <p className="text-xs text-muted">
            {o.startup.name} · {t(OPPORTUNITY_TYPE_LABELS[o.type])}
            {o.jobType ? ` · ${t(JOB_TYPE_LABELS[o.jobType])}` : ''}
          </p>
        </div>
        <StatusBadge status={o.status} label={t(OPPORTUNITY_STATUS_LABELS[o.status])} tone={STATUS_TONE[o.status]} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="inline-flex items-center gap-1">
          <Eye aria-hidden className="h-3.5 w-3.5" />{' '}
          {t('{count, plural, one {# view} other {# views}}', { count: o.viewsCount })}
        </li>
        <li className="inline-flex items-center gap-1">
          <Users aria-hidden className="h-3.5 w-3.5" />{' '}
          {t('{count, plural, one {# application} other {# applications}}', { count: o.applicationsCount })}
        </li>
        {o.applicationDeadline && (
          <li className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="h-3.5 w-3.5" />{' '}
            {t('Deadline {date}', { date: formatDate(o.applicationDeadline) })}
          </li>
        )}
        <li>{t('Posted {date}', { date: formatDate(o.createdAt) })}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-label={t('Applications ({count}) for {title}', { count: o.applicationsCount, title: o.title })}
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronUp aria-hidden className="h-4 w-4" /> : <ChevronDown aria-hidden className="h-4 w-4" />}
          {t('Applications ({count})', { count: o.applicationsCount })}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('Edit {name}', { name: o.title })}
          onClick={() => onEdit(o)}
        >
          <Pencil aria-hidden className="h-4 w-4" /> {t('Edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={setStatus.isPending}
          aria-label={
            next === 'closed' ? t('Close {title}', { title: o.title }) : t('Reopen {title}', { title: o.title })
          }
          onClick={() =>
            setStatus.mutate(
              { id: o._id, body: { status: next } },
              {
                onError: (err) => {
                  console.error('Failed to update the opportunity', err);
                  onError(errorMessage(err, t('Failed to update the opportunity')));
                },
              },
            )
          }
        >
          {next === 'closed' ? t('Close') : t('Reopen')}
        </Button>
      </div>
      {open && <ApplicationsPanel opportunityId={o._id} onError={onError} />}
    </li>
  );
}
