import { Link2, Mail } from 'lucide-react';
import {
  APPLICATION_REVIEW_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationReviewStatus,
  OPPORTUNITY_MESSAGES as OM,
} from '../../../../../../common/opportunities';
import { Button } from '../../../../components/button';
import { LoadMore } from '../../../../components/load-more';
import { QueryState } from '../../../../components/query-state';
import { StatusBadge } from '../../../../components/status-badge';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, fullName } from '../../../../lib/format';
import { msg, t } from '../../../../lib/i18n';
import { type Application, useOpportunityApplications, useSetApplicationStatus } from '../../manage-api';
import { STATUS_TONE } from './status';

const ACTION_LABELS: Record<ApplicationReviewStatus, string> = {
  reviewed: msg('Mark reviewed'),
  shortlisted: msg('Mark shortlisted'),
  declined: msg('Mark declined'),
};
const FAILED = msg('Failed to load applications');

/** The applications one opportunity received (issue 11), each with Mark reviewed / shortlisted / declined. */
export function ApplicationsPanel({
  opportunityId,
  onError,
}: {
  opportunityId: string;
  onError(message: string): void;
}) {
  const list = useOpportunityApplications(opportunityId, true);
  const setStatus = useSetApplicationStatus();
  return (
    <div className="border-t border-line pt-3" data-testid="applications">
      <QueryState
        query={list}
        loading={t('Loading applications')}
        error={t(FAILED)}
        size="sm"
        className="p-4"
        isEmpty={() => list.items.length === 0}
        empty={<p className="py-2 text-sm text-muted">{t(OM.noApplications)}</p>}
      >
        {() => (
          <>
            <ul className="divide-y divide-line">
              {list.items.map((a) => (
                <ApplicationRow
                  key={a._id}
                  application={a}
                  busy={setStatus.isPending && setStatus.variables?.id === a._id}
                  onMark={(status) =>
                    setStatus.mutate(
                      { id: a._id, status },
                      {
                        onError: (err) => {
                          console.error('Failed to update the application', err);
                          onError(errorMessage(err, t('Failed to update the application')));
                        },
                      },
                    )
                  }
                />
              ))}
            </ul>
            <LoadMore list={list} failedText={t(FAILED)} param={`applications-${opportunityId}`} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function ApplicationRow({
  application: a,
  busy,
  onMark,
}: {
  application: Application;
  busy: boolean;
  onMark(status: ApplicationReviewStatus): void;
}) {
  const name = fullName(a.applicant) || a.applicant.email;
  return (
    <li className="space-y-2 py-3" data-testid="application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{name}</p>
          <p className="text-xs text-muted">{t('Applied {date}', { date: formatDate(a.createdAt) })}</p>
        </div>
        <StatusBadge status={a.status} label={t(APPLICATION_STATUS_LABELS[a.status])} tone={STATUS_TONE[a.status]} />
      </div>
      <p className="text-sm whitespace-pre-line break-words">{a.message}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${a.applicant.email}`} className="inline-flex items-center gap-1 text-brand-700 underline">
          <Mail aria-hidden className="h-4 w-4" />
          {a.applicant.email}
        </a>
        {a.link && (
          <a
            href={a.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 break-all text-brand-700 underline"
          >
            <Link2 aria-hidden className="h-4 w-4 shrink-0" />
            {a.link}
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {APPLICATION_REVIEW_STATUSES.filter((s) => s !== a.status).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === 'declined' ? 'ghost' : 'secondary'}
            disabled={busy}
            aria-label={t('{action}: {name}', { action: t(ACTION_LABELS[s]), name })}
            onClick={() => onMark(s)}
            className={s === 'declined' ? 'text-red-700 hover:bg-red-50' : ''}
          >
            {t(ACTION_LABELS[s])}
          </Button>
        ))}
      </div>
    </li>
  );
}
