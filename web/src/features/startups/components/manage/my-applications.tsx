import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import {
  APPLICATION_STATUS_LABELS,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_TYPE_LABELS,
  opportunityPath,
} from '../../../../../../common/opportunities';
import { STARTUP_DIRECTORY_PATH, startupPath } from '../../../../../../common/startups';
import { buttonClass } from '../../../../components/button';
import { FallbackImage } from '../../../../components/fallback-image';
import { LoadMore } from '../../../../components/load-more';
import { EmptyState, QueryState } from '../../../../components/query-state';
import { StatusBadge } from '../../../../components/status-badge';
import { formatDate } from '../../../../lib/format';
import { msg, t } from '../../../../lib/i18n';
import { type Application, useMyApplications } from '../../manage-api';
import { STATUS_TONE } from './status';

const FAILED = msg('Failed to load your applications');

/** The applicant's own applications with their state (issue 11). */
export function MyApplications({ page }: { page: number }) {
  const list = useMyApplications(page);
  return (
    <QueryState
      query={list}
      loading={t('Loading your applications')}
      error={t(FAILED)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={ClipboardList} title={t('No applications yet')}>
          <p>{t('Find a startup you would like to work with and apply to one of its opportunities.')}</p>
          <Link to={STARTUP_DIRECTORY_PATH} className={buttonClass('primary', 'sm', 'mt-4')}>
            {t('Browse startups')}
          </Link>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul className="space-y-4">
            {list.items.map((a) => (
              <MyApplicationCard key={a._id} application={a} />
            ))}
          </ul>
          <LoadMore list={list} failedText={t(FAILED)} />
        </>
      )}
    </QueryState>
  );
}

function MyApplicationCard({ application: a }: { application: Application }) {
  const o = a.opportunity;
  return (
    <li className="card flex items-start gap-3 p-4" data-testid="my-application">
      <FallbackImage
        src={o.startup.logo}
        alt={t('{name} logo', { name: o.startup.name })}
        width={48}
        height={48}
        className="h-12 w-12 shrink-0 rounded-lg border border-line object-contain text-[0px]"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="font-semibold break-words">
            <Link to={opportunityPath(o._id)} className="hover:text-brand-700 hover:underline">
              {o.title}
            </Link>
          </h2>
          <StatusBadge status={a.status} label={t(APPLICATION_STATUS_LABELS[a.status])} tone={STATUS_TONE[a.status]} />
        </div>
        <p className="text-sm text-muted">
          <Link to={startupPath(o.startup._id)} className="hover:underline">
            {o.startup.name}
          </Link>{' '}
          · {t(OPPORTUNITY_TYPE_LABELS[o.type])} · {t('Applied {date}', { date: formatDate(a.createdAt) })}
          {o.status !== 'active' && ` · ${t(OPPORTUNITY_STATUS_LABELS[o.status])}`}
        </p>
        <p className="line-clamp-3 text-sm whitespace-pre-line break-words">{a.message}</p>
        {a.link && (
          <a
            href={a.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="block truncate text-sm text-brand-700 underline"
          >
            {a.link}
          </a>
        )}
      </div>
    </li>
  );
}
